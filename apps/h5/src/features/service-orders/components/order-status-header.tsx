import { formatFen, type ServiceOrderDetail } from '@lawbridge/contract';
import { nextStepText } from '../order-text';
import styles from './order-status-header.module.css';

/** The order's state in large type, what happens next, and the amount. */
export function OrderStatusHeader({
  order,
  viewer,
}: {
  order: ServiceOrderDetail;
  viewer: 'customer' | 'lawyer';
}) {
  const ended = order.state === 'closed' || order.state === 'cancelled';
  return (
    <header className={ended ? `${styles.header} ${styles.ended}` : styles.header} aria-label="订单状态">
      <div className={styles.row}>
        <h2 className={styles.state}>{order.state_label}</h2>
        <span className={styles.amount}>¥{formatFen(order.price)}</span>
      </div>
      <p className={styles.next}>{nextStepText(order, viewer)}</p>
    </header>
  );
}
