import { formatFen, type OrderSceneValue, type WalletEntry } from '@lawbridge/contract';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import { PATHS } from '../../../app/paths';
import { formatDateTime } from '../../../lib/format';
import { withQuery } from '../../../lib/url';
import styles from './wallet-entry-item.module.css';

/** The lawyer's page of a related order, by its kind: 律师服务详情 or 线下预约详情. */
const ORDER_PAGE: Record<OrderSceneValue, string> = {
  service: PATHS.lawyerServiceDetail,
  appointment: PATHS.lawyerAppointmentDetail,
};

/** One ledger entry: what it was, when, the amount and the balance after it; opens its order. */
export function WalletEntryItem({ entry }: { entry: WalletEntry }) {
  const { navigateTo } = useAppNavigation();
  const orderNo = entry.order_no;
  const scene = entry.order_scene;
  const open =
    orderNo && scene ? () => navigateTo(withQuery(ORDER_PAGE[scene], { order_no: orderNo })) : undefined;
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
