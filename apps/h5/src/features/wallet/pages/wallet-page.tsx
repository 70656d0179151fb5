import { WALLET_ENTRY_TYPES } from '@lawbridge/contract';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { PayCircleOutline } from 'antd-mobile-icons';
import { useLocation, useNavigate } from 'react-router';
import type { PageProps } from '../../../app/page-types';
import { PATHS } from '../../../app/paths';
import { AsyncView } from '../../../components/async-view';
import { EmptyState } from '../../../components/empty-state';
import { GroupTabs, tabNamed, type GroupTab } from '../../../components/group-tabs';
import { infiniteListOf } from '../../../lib/infinite-list';
import { withQuery } from '../../../lib/url';
import { useWallet, type WalletFilter } from '../api/get-wallet';
import { CommissionNote } from '../components/commission-note';
import { ReleaseNote } from '../components/release-note';
import { WalletBalances } from '../components/wallet-balances';
import { WalletEntryItem } from '../components/wallet-entry-item';
import styles from './wallet-page.module.css';

const TABS: readonly GroupTab<WalletFilter>[] = [
  { key: 'all', title: '全部' },
  ...Object.entries(WALLET_ENTRY_TYPES).map(([key, type]) => ({
    key: key as WalletFilter,
    title: type.label,
  })),
];

/**
 * 钱包明细 (the lawyer's 钱包 tab): balances with 提现, what 待结算 means, the commission line, then the
 * ledger entries of the chosen type (kept in the address's `type`), newest first.
 */
export default function WalletPage({ query }: PageProps) {
  const filter = tabNamed(TABS, query.type);
  const wallet = useWallet(filter);
  const { state, loadMore } = infiniteListOf(wallet);
  const navigate = useNavigate();
  const location = useLocation();
  const choose = (next: WalletFilter) =>
    void navigate(withQuery(PATHS.lawyerWallet, { type: next === 'all' ? undefined : next }), {
      replace: true,
      state: location.state as unknown,
    });
  return (
    <AsyncView query={state} loading={<Skeleton.Paragraph lineCount={6} animated />}>
      {(data) => {
        const entries = data.pages.flatMap((page) => page.entries.list);
        const summary = data.pages[0]!;
        const title = TABS.find((tab) => tab.key === filter)!.title;
        return (
          <>
            <WalletBalances wallet={summary} />
            <ReleaseNote wallet={summary} />
            <CommissionNote />
            <GroupTabs tabs={TABS} value={filter} onChange={choose} />
            {wallet.isPlaceholderData ? (
              <Skeleton.Paragraph lineCount={4} animated />
            ) : entries.length === 0 ? (
              <EmptyState
                text={filter === 'all' ? '暂无钱包明细' : `暂无${title}明细`}
                icon={<PayCircleOutline />}
              />
            ) : (
              <ul aria-label="钱包明细" className={styles.list}>
                {entries.map((entry) => (
                  <WalletEntryItem key={entry.id} entry={entry} />
                ))}
              </ul>
            )}
            {wallet.hasNextPage && !wallet.isPlaceholderData ? (
              <InfiniteScroll loadMore={loadMore} hasMore />
            ) : null}
          </>
        );
      }}
    </AsyncView>
  );
}
