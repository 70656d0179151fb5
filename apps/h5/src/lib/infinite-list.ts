import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { AsyncQuery } from '../components/async-view';

/**
 * Adapts an infinite query for AsyncView and antd-mobile's InfiniteScroll. Only a failed first page
 * counts as failed (a failed later page keeps what was loaded), and `loadMore` rejects when the next
 * page fails, so InfiniteScroll shows 加载失败 with its retry.
 */
export function infiniteListOf<TPage>(query: UseInfiniteQueryResult<InfiniteData<TPage>>): {
  state: AsyncQuery<InfiniteData<TPage>>;
  loadMore(): Promise<void>;
} {
  return {
    state: {
      data: query.data,
      isPending: query.isPending,
      isError: query.isError && query.data === undefined,
      refetch: query.refetch,
    },
    loadMore: async () => {
      const result = await query.fetchNextPage();
      if (result.isFetchNextPageError) throw result.error;
    },
  };
}
