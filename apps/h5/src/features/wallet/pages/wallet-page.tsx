import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { PayCircleOutline } from 'antd-mobile-icons';
import { AsyncView } from '../../../components/async-view';
import { EmptyState } from '../../../components/empty-state';
import { infiniteListOf } from '../../../lib/infinite-list';
import { useWallet } from '../api/get-wallet';
import { CommissionNote } from '../components/commission-note';
import { WalletBalances } from '../components/wallet-balances';
import { WalletEntryItem } from '../components/wallet-entry-item';
import styles from './wallet-page.module.css';

/** 钱包明细 (the lawyer's 钱包 tab): balances, the commission line, then every ledger entry, newest first. */
export default function WalletPage() {
  const wallet = useWallet();
  const { state, loadMore } = infiniteListOf(wallet);
  return (
    <AsyncView query={state} loading={<Skeleton.Paragraph lineCount={6} animated />}>
      {(data) => {
        const entries = data.pages.flatMap((page) => page.entries.list);
        return (
          <>
            <WalletBalances wallet={data.pages[0]!} />
            <CommissionNote />
            {entries.length === 0 ? (
              <EmptyState text="暂无钱包明细" icon={<PayCircleOutline />} />
            ) : (
              <ul aria-label="钱包明细" className={styles.list}>
                {entries.map((entry) => (
                  <WalletEntryItem key={entry.id} entry={entry} />
                ))}
              </ul>
            )}
            {wallet.hasNextPage ? <InfiniteScroll loadMore={loadMore} hasMore /> : null}
          </>
        );
      }}
    </AsyncView>
  );
}
