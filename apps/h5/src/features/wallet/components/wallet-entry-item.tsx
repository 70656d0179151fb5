import { formatFen, type WalletEntry } from '@lawbridge/contract';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import { PATHS } from '../../../app/paths';
import { formatDateTime } from '../../../lib/format';
import { withQuery } from '../../../lib/url';
import styles from './wallet-entry-item.module.css';

/** One ledger entry: what it was, when, the amount and the balance after it; opens its order. */
export function WalletEntryItem({ entry }: { entry: WalletEntry }) {
  const { navigateTo } = useAppNavigation();
  const orderNo = entry.order_no;
  const open = orderNo
    ? () => navigateTo(withQuery(PATHS.lawyerServiceDetail, { order_no: orderNo }))
    : undefined;
  const body = (
    <>
      <span className={styles.what}>
        <span className={styles.label}>{entry.label}</span>
        <span className={styles.meta}>
          {formatDateTime(entry.created_at)}
          {orderNo ? ` · ${orderNo}` : ''}
        </span>
      </span>
      <span className={styles.money}>
        <span className={entry.amount > 0 ? styles.income : styles.outgo}>
          {entry.amount > 0 ? '+' : ''}
          {formatFen(entry.amount)}
        </span>
        <span className={styles.meta}>余额 {formatFen(entry.balance_after)}</span>
      </span>
    </>
  );
  return (
    <li className={styles.item}>
      {open ? (
        <button type="button" className={styles.row} onClick={open}>
          {body}
        </button>
      ) : (
        <div className={styles.row}>{body}</div>
      )}
    </li>
  );
}
