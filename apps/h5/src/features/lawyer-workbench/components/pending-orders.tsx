import { EmptyState } from '../../../components/empty-state';
import styles from './pending-orders.module.css';

/** 待处理订单: the orders waiting for the lawyer; none can exist before orders are taken. */
export function PendingOrders() {
  return (
    <section className={styles.section} aria-labelledby="pending-orders-title">
      <h2 id="pending-orders-title" className={styles.title}>
        待处理订单
      </h2>
      <EmptyState text="暂无待处理订单" />
    </section>
  );
}
