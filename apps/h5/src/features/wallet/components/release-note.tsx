import { formatFen, type WalletSummary } from '@lawbridge/contract';
import { formatDate } from '../../../lib/format';
import styles from './wallet-note.module.css';

/**
 * What 待结算 means: income waits `hold_days` after the order finished (longer while an appeal is open),
 * and when the next part of it becomes 可提现.
 */
export function ReleaseNote({ wallet }: { wallet: WalletSummary }) {
  const next =
    wallet.next_release_at !== null
      ? `下次解冻：${formatDate(wallet.next_release_at)} ¥${formatFen(wallet.next_release_amount)}。`
      : wallet.pending > 0
        ? '待结算收入所在订单有申诉处理中，处理完毕后再解冻。'
        : '';
  return (
    <p className={styles.note}>
      订单完成后收入先计入待结算，{wallet.hold_days}天后转为可提现（有申诉的订单，申诉处理完毕后再转）。{next}
    </p>
  );
}
