import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { PayCircleOutline } from 'antd-mobile-icons';
import { AsyncView } from '../../../components/async-view';
import { EmptyState } from '../../../components/empty-state';
import { infiniteListOf } from '../../../lib/infinite-list';
import { useWithdrawals } from '../api/get-withdrawals';
import { WithdrawalCard } from '../components/withdrawal-card';
import styles from './withdrawal-list-page.module.css';

/** 提现记录: every withdrawal of the lawyer, newest first, with its state and the reason it ended so. */
export default function WithdrawalListPage() {
  const withdrawals = useWithdrawals();
  const { state, loadMore } = infiniteListOf(withdrawals);
  return (
    <AsyncView query={state} loading={<Skeleton.Paragraph lineCount={6} animated />}>
      {(data) => {
        const list = data.pages.flatMap((page) => page.list);
        if (list.length === 0) return <EmptyState text="暂无提现记录" icon={<PayCircleOutline />} />;
        return (
          <>
            <ul aria-label="提现记录" className={styles.list}>
              {list.map((item) => (
                <WithdrawalCard key={item.withdrawal_no} item={item} />
              ))}
            </ul>
            <InfiniteScroll loadMore={loadMore} hasMore={withdrawals.hasNextPage} />
          </>
        );
      }}
    </AsyncView>
  );
}
