import { formatFen, type OrderSceneValue, type WalletEntry } from '@lawbridge/contract';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import { PATHS } from '../../../app/paths';
import { formatDate, formatDateTime } from '../../../lib/format';
import { withQuery } from '../../../lib/url';
import styles from './wallet-entry-item.module.css';

/** The lawyer's page of a related order, by its kind: 律师服务详情 or 线下预约详情 (文档收入 opens the document). */
const ORDER_PAGE: Record<OrderSceneValue, string> = {
  service: PATHS.lawyerServiceDetail,
  appointment: PATHS.lawyerAppointmentDetail,
};

/** The page an entry opens: its document, its order, or its withdrawal; none without any. */
function addressOf(entry: WalletEntry): string | null {
  if (entry.order_scene === 'document' && entry.document_id !== null) {
    return withQuery(PATHS.documentDownload, { id: entry.document_id });
  }
  if (entry.order_no && entry.order_scene && entry.order_scene !== 'document') {
    return withQuery(ORDER_PAGE[entry.order_scene], { order_no: entry.order_no });
  }
  if (entry.withdrawal_no) return withQuery(PATHS.lawyerWithdrawal, { no: entry.withdrawal_no });
  return null;
}

/** For income: 已可提现, or the date it becomes 可提现 while held. */
function releaseText(entry: WalletEntry): string | null {
  if (entry.available_at === null) return null;
  return entry.released ? '已可提现' : `${formatDate(entry.available_at)} 可提现`;
}

/** One ledger entry: what it was, when, its order or withdrawal, the amount and the balance after it. */
export function WalletEntryItem({ entry }: { entry: WalletEntry }) {
  const { navigateTo } = useAppNavigation();
  const address = addressOf(entry);
  const release = releaseText(entry);
  const related = entry.order_no ?? entry.withdrawal_no;
  const body = (
    <>
      <span className={styles.what}>
        <span className={styles.label}>{entry.label}</span>
        <span className={styles.meta}>
          {formatDateTime(entry.created_at)}
          {related ? ` · ${related}` : ''}
        </span>
        {release ? (
          <span className={entry.released ? styles.meta : `${styles.meta} ${styles.held}`}>{release}</span>
        ) : null}
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
      {address ? (
        <button type="button" className={styles.row} onClick={() => navigateTo(address)}>
          {body}
        </button>
      ) : (
        <div className={styles.row}>{body}</div>
      )}
    </li>
  );
}
