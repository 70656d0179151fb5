import { formatFen, type WalletSummary } from '@lawbridge/contract';
import Button from 'antd-mobile/es/components/button';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import { PATHS } from '../../../app/paths';
import styles from './wallet-balances.module.css';

/** The wallet's head: 可提现 large with 提现 and 提现记录, then held, frozen and the totals. */
export function WalletBalances({ wallet }: { wallet: WalletSummary }) {
  const { navigateTo } = useAppNavigation();
  return (
    <section className={styles.card} aria-label="钱包余额">
      <p className={styles.caption}>可提现（元）</p>
      <div className={styles.head}>
        <p className={wallet.available < 0 ? `${styles.available} ${styles.negative}` : styles.available}>
          {formatFen(wallet.available)}
        </p>
        <Button
          size="small"
          shape="rounded"
          className={styles.withdraw}
          onClick={() => navigateTo(PATHS.lawyerWithdraw)}
        >
          提现
        </Button>
      </div>
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
        <div>
          <dt>累计提现</dt>
          <dd>{formatFen(wallet.total_withdrawn)}</dd>
        </div>
      </dl>
      <button type="button" className={styles.records} onClick={() => navigateTo(PATHS.lawyerWithdrawals)}>
        提现记录 ›
      </button>
    </section>
  );
}
