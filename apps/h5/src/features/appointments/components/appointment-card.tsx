import { formatFen, type AppointmentSummary } from '@lawbridge/contract';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import styles from '../../orders/components/order-card.module.css';
import { otherPartyName } from '../../orders/party-name';

const TONES: Record<AppointmentSummary['state'], string> = {
  unpaid: 'warning',
  waiting_platform: 'primary',
  waiting_lawyer: 'primary',
  time_proposed: 'warning',
  receive: 'primary',
  finished: 'done',
  reject: 'ended',
  cancelled: 'ended',
  closed: 'ended',
};

export interface AppointmentCardProps {
  appointment: AppointmentSummary;
  /** Who looks: customers see the lawyer (or that the platform assigns one), lawyers the customer. */
  viewer: 'customer' | 'lawyer';
  to: string;
}

/** One appointment in a list: legal type, the other party, state, time, place and price; opens it. */
export function AppointmentCard({ appointment, viewer, to }: AppointmentCardProps) {
  const party = otherPartyName(viewer, {
    lawyer: appointment.lawyer?.name ?? null,
    customer: appointment.customer.name,
  });
  const title = `线下咨询 · ${appointment.legal_type_name}`;
  return (
    <Link className={styles.card} to={to} aria-label={`${title}，${party}，${appointment.state_label}`}>
      <div className={styles.head}>
        <span className={styles.title}>{title}</span>
        <span className={`${styles.state} ${styles[TONES[appointment.state]]}`}>
          {appointment.state_label}
          {appointment.refund_open ? ' · 退款处理中' : ''}
        </span>
      </div>
      <p className={styles.line}>{party}</p>
      <p className={styles.line}>
        预约时间 <time>{formatDateTime(appointment.appointment_at)}</time>
      </p>
      <p className={styles.line}>{appointment.area_name}</p>
      <div className={styles.foot}>
        <span className={styles.created}>下单 {formatDateTime(appointment.created_at)}</span>
        <span className={styles.price}>¥{formatFen(appointment.price)}</span>
      </div>
    </Link>
  );
}
