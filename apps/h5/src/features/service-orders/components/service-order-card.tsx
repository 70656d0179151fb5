import { formatFen, type ServiceOrderSummary } from '@lawbridge/contract';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import styles from '../../orders/components/order-card.module.css';
import { otherPartyName } from '../../orders/party-name';

const TONES: Record<ServiceOrderSummary['state'], string> = {
  unpaid: 'warning',
  waiting: 'primary',
  pending: 'primary',
  finish: 'done',
  closed: 'ended',
  cancelled: 'ended',
};

export interface ServiceOrderCardProps {
  order: ServiceOrderSummary;
  /** Who looks: customers see the lawyer, lawyers the customer. */
  viewer: 'customer' | 'lawyer';
  to: string;
}

/** One order in a list: service, the other party, state, price and time; opens the order. */
export function ServiceOrderCard({ order, viewer, to }: ServiceOrderCardProps) {
  const party = otherPartyName(viewer, { lawyer: order.lawyer.name, customer: order.customer.nickname });
  return (
    <Link
      className={styles.card}
      to={to}
      aria-label={`${order.service_name}，${party}，${order.state_label}`}
    >
      <div className={styles.head}>
        <span className={styles.title}>{order.service_name}</span>
        <span className={`${styles.state} ${styles[TONES[order.state]]}`}>
          {order.state_label}
          {order.refund_open ? ' · 退款中' : ''}
        </span>
      </div>
      <p className={styles.line}>{party}</p>
      <div className={styles.foot}>
        <time className={styles.created}>{formatDateTime(order.created_at)}</time>
        <span className={styles.price}>¥{formatFen(order.price)}</span>
      </div>
    </Link>
  );
}
