import { formatFen, type WalletSummary } from '@lawbridge/contract';
import styles from './wallet-balances.module.css';

/** The wallet's head: available balance large, then frozen and total earned. */
export function WalletBalances({ wallet }: { wallet: WalletSummary }) {
  return (
    <section className={styles.card} aria-label="钱包余额">
      <p className={styles.caption}>可用余额（元）</p>
      <p className={styles.available}>{formatFen(wallet.available)}</p>
      <dl className={styles.figures}>
        <div>
          <dt>待结算</dt>
          <dd>{formatFen(wallet.pending)}</dd>
        </div>
        <div>
          <dt>冻结中</dt>
          <dd>{formatFen(wallet.frozen)}</dd>
        </div>
        <div>
          <dt>累计收入</dt>
          <dd>{formatFen(wallet.total_earned)}</dd>
        </div>
      </dl>
    </section>
  );
}
