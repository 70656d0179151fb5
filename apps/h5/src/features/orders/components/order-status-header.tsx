import { formatFen } from '@lawbridge/contract';
import styles from './order-status-header.module.css';

export interface OrderStatusHeaderProps {
  /** The header's accessible name: 订单状态, 预约状态. */
  label: string;
  stateLabel: string;
  /** Price in fen. */
  price: number;
  /** What happens next (and when). */
  next: string;
  /** A closed, cancelled or rejected order: the header turns grey. */
  ended: boolean;
}

/** The order's state in large type, the amount, and what happens next. */
export function OrderStatusHeader({ label, stateLabel, price, next, ended }: OrderStatusHeaderProps) {
  return (
    <header className={ended ? `${styles.header} ${styles.ended}` : styles.header} aria-label={label}>
      <div className={styles.row}>
        <h2 className={styles.state}>{stateLabel}</h2>
        <span className={styles.amount}>¥{formatFen(price)}</span>
      </div>
      <p className={styles.next}>{next}</p>
    </header>
  );
}
