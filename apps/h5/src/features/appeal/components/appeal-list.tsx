import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { FileOutline } from 'antd-mobile-icons';
import { AsyncView } from '../../../components/async-view';
import { EmptyState } from '../../../components/empty-state';
import { infiniteListOf } from '../../../lib/infinite-list';
import type { AppealSide } from '../api/appeal-keys';
import { useAppeals } from '../api/get-appeals';
import { AppealCard } from './appeal-card';
import styles from './appeal-list.module.css';

/** The side's appeals, newest first, page by page. */
export function AppealList({ side }: { side: AppealSide }) {
  const appeals = useAppeals(side);
  const { state, loadMore } = infiniteListOf(appeals);
  return (
    <AsyncView query={state} loading={<Skeleton.Paragraph lineCount={6} animated />}>
      {(data) => {
        const list = data.pages.flatMap((page) => page.list);
        if (list.length === 0) return <EmptyState text="暂无申诉" icon={<FileOutline />} />;
        return (
          <>
            <ul aria-label="申诉列表" className={styles.list}>
              {list.map((item) => (
                <AppealCard key={item.id} item={item} side={side} />
              ))}
            </ul>
            <InfiniteScroll loadMore={loadMore} hasMore={appeals.hasNextPage} />
          </>
        );
      }}
    </AsyncView>
  );
}
