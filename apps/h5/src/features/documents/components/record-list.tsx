import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import Skeleton from 'antd-mobile/es/components/skeleton';
import type { ReactNode } from 'react';
import { AsyncView } from '../../../components/async-view';
import { infiniteListOf } from '../../../lib/infinite-list';
import styles from './record-list.module.css';

/** A paged list of documents or records (the centre, 已购文档, 我的文档): loading, the empty state, the cards, more as one scrolls. */
export function RecordList<Item>({
  query,
  label,
  empty,
  children,
}: {
  query: UseInfiniteQueryResult<InfiniteData<{ list: Item[] }>>;
  label: string;
  /** What shows when there is nothing yet. */
  empty: ReactNode;
  children(item: Item, index: number): ReactNode;
}) {
  const { state, loadMore } = infiniteListOf(query);
  return (
    <AsyncView
      query={state}
      loading={<Skeleton.Paragraph lineCount={8} animated className={styles.loading} />}
    >
      {(data) => {
        const items = data.pages.flatMap((page) => page.list);
        if (items.length === 0) return <>{empty}</>;
        return (
          <>
            <ul className={styles.list} aria-label={label}>
              {items.map(children)}
            </ul>
            <InfiniteScroll loadMore={loadMore} hasMore={query.hasNextPage} />
          </>
        );
      }}
    </AsyncView>
  );
}
