import { formatFen, type ServiceOrderDetail } from '@lawbridge/contract';
import { formatDateTime } from '../../../lib/format';
import styles from './order-timeline.module.css';

const ACTORS: Record<string, string> = {
  customer: '用户',
  lawyer: '律师',
  operator: '平台',
  system: '系统',
  payment: '支付',
};

/**
 * A refund request's events on every order kind, each with a note people wrote: the customer's reason, the
 * lawyer's answer (律师说明情况) or agreement (律师同意退款), the decision's reason and text.
 */
export const REFUND_EVENTS = [
  'request_refund',
  'agree_refund',
  'answer_refund',
  'refund_full',
  'refund_partial',
  'refund_refused',
] as const;

/**
 * Events whose note people wrote: reasons, the refund requests' events. A delivery note has its own section
 * (交付说明), and a payment's note is the provider's transaction id.
 */
const NOTED: ReadonlySet<string> = new Set(['reject', ...REFUND_EVENTS]);

/**
 * The order's events, newest first: what happened, who did it, the amount and the note. `noted`: the
 * transitions whose notes people wrote (another order kind's; a service order's by default).
 */
export function OrderTimeline({
  events,
  noted = NOTED,
}: {
  events: ServiceOrderDetail['events'];
  noted?: ReadonlySet<string>;
}) {
  if (events.length === 0) return <p className={styles.none}>订单已创建，等待支付</p>;
  const newestFirst = [...events].sort((a, b) => b.created_at - a.created_at);
  return (
    <ol className={styles.timeline}>
      {newestFirst.map((event, index) => (
        <li key={`${event.created_at}-${event.transition}-${index}`} className={styles.event}>
          <span className={index === 0 ? `${styles.dot} ${styles.latest}` : styles.dot} aria-hidden="true" />
          <div className={styles.body}>
            <div className={styles.head}>
              <span className={styles.label}>{event.label}</span>
              {event.amount !== null && event.amount !== 0 ? (
                <span className={styles.amount}>¥{formatFen(event.amount)}</span>
              ) : null}
            </div>
            {event.note && noted.has(event.transition) ? <p className={styles.note}>{event.note}</p> : null}
            <p className={styles.meta}>
              {ACTORS[event.actor] ?? event.actor} · {formatDateTime(event.created_at)}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
