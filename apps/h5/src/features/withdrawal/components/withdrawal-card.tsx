import { formatFen, type WithdrawalItem } from '@lawbridge/contract';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import { PATHS } from '../../../app/paths';
import { formatDateTime } from '../../../lib/format';
import { withQuery } from '../../../lib/url';
import { stateTone } from '../withdrawal-states';
import card from '../../../components/list-card/list-card.module.css';
import styles from './withdrawal-card.module.css';

/** One withdrawal in 提现记录: amount, method, state (and why it ended so), when; opens its detail. */
export function WithdrawalCard({ item }: { item: WithdrawalItem }) {
  const { navigateTo } = useAppNavigation();
  return (
    <li className={card.item}>
      <button
        type="button"
        className={card.card}
        onClick={() => navigateTo(withQuery(PATHS.lawyerWithdrawal, { no: item.withdrawal_no }))}
      >
        <span className={card.head}>
          <span className={styles.amount}>¥{formatFen(item.amount)}</span>
          <span className={`${styles.state} ${styles[stateTone(item.state)]}`}>{item.state_label}</span>
        </span>
        <span className={card.meta}>
          {item.method_label} · {formatDateTime(item.created_at)}
        </span>
        <span className={card.meta}>{item.withdrawal_no}</span>
        {item.reason ? <span className={styles.reason}>原因：{item.reason}</span> : null}
      </button>
    </li>
  );
}
