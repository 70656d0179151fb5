import { formatFen, type AppealSummary } from '@lawbridge/contract';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import { formatDateTime } from '../../../lib/format';
import type { AppealSide } from '../api/appeal-keys';
import { appealPageOf } from '../appeal-text';
import { otherPartyName } from '../../orders/party-name';
import card from '../../../components/list-card/list-card.module.css';
import styles from './appeal-card.module.css';

const OPEN: ReadonlySet<string> = new Set(['waiting_lawyer', 'offered', 'waiting_operator']);

/** One appeal in a list: the order, the type, its state and refund, when; opens the appeal. */
export function AppealCard({ item, side }: { item: AppealSummary; side: AppealSide }) {
  const { navigateTo } = useAppNavigation();
  return (
    <li className={card.item}>
      <button type="button" className={card.card} onClick={() => navigateTo(appealPageOf(side, item.id))}>
        <span className={card.head}>
          <span className={styles.title}>{item.order_title}</span>
          <span className={OPEN.has(item.state) ? `${styles.state} ${styles.open}` : styles.state}>
            {item.state_label}
          </span>
        </span>
        <span className={card.meta}>
          {item.type} · {otherPartyName(side, { lawyer: item.lawyer.name, customer: item.customer.nickname })}
        </span>
        <span className={card.meta}>
          {item.order_no} · {formatDateTime(item.created_at)}
        </span>
        {item.refund_amount !== null ? (
          <span className={styles.refund}>退款 ¥{formatFen(item.refund_amount)}</span>
        ) : null}
      </button>
    </li>
  );
}
