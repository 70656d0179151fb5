import Button from 'antd-mobile/es/components/button';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import { AsyncView } from '../../../components/async-view';
import { EmptyState } from '../../../components/empty-state';
import { infiniteListOf } from '../../../lib/infinite-list';
import { useLawyerList } from '../api/get-lawyer-list';
import { hasNarrowingFilters, type LawyerFilters } from '../lawyer-filters';
import { LawyerCard } from './lawyer-card';
import { LawyerListSkeleton } from './lawyer-list-skeleton';
import styles from './lawyer-results.module.css';

export interface LawyerResultsProps {
  filters: LawyerFilters;
  onClearFilters(): void;
}

/** The lawyers matching `filters`, loaded 20 at a time as the user scrolls. */
export function LawyerResults({ filters, onClearFilters }: LawyerResultsProps) {
  const list = useLawyerList(filters);
  const { state, loadMore } = infiniteListOf(list);

  return (
    <AsyncView query={state} loading={<LawyerListSkeleton />}>
      {(data) => {
        const lawyers = data.pages.flatMap((page) => page.list);
        if (lawyers.length === 0) {
          return (
            <EmptyState text="没有找到符合条件的律师">
              {hasNarrowingFilters(filters) ? (
                <Button size="small" color="primary" fill="outline" onClick={onClearFilters}>
                  清除筛选
                </Button>
              ) : null}
            </EmptyState>
          );
        }
        return (
          <div className={styles.results}>
            {lawyers.map((lawyer) => (
              <LawyerCard key={lawyer.uuid} lawyer={lawyer} />
            ))}
            <InfiniteScroll loadMore={loadMore} hasMore={list.hasNextPage} />
          </div>
        );
      }}
    </AsyncView>
  );
}
