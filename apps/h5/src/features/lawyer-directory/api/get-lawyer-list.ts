import { API, type LawyerListItem, type Page } from '@lawbridge/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextPageOf } from '../../../lib/paging';
import { request } from '../../../lib/request';
import { lawyerPageRequest, type LawyerFilters, type LawyerPageRequest } from '../lawyer-filters';
import { lawyerKeys } from './lawyer-keys';

/** One page of the lawyer directory. */
export function getLawyerPage(query: LawyerPageRequest, signal?: AbortSignal): Promise<Page<LawyerListItem>> {
  return request<Page<LawyerListItem>>(API.lawyer, { query, signal });
}

export const lawyerListQueryOptions = (filters: LawyerFilters) =>
  infiniteQueryOptions({
    queryKey: lawyerKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getLawyerPage(lawyerPageRequest(filters, pageParam), signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

/** The directory filtered by `filters`, page by page (20 lawyers each). */
export const useLawyerList = (filters: LawyerFilters) => useInfiniteQuery(lawyerListQueryOptions(filters));
