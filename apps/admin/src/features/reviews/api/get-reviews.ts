import { API } from '@lawbridge/contract';
import type { AdminReviewItem, Page } from '@lawbridge/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import type { Paging } from '../../../lib/use-list-search';

export interface ReviewFilters {
  rating?: number;
  lawyer_name?: string;
  /** 1 hidden only, 0 visible only; absent: both. */
  hidden?: 0 | 1;
}

export type ReviewListParams = Paging & ReviewFilters;

export const reviewsQueryKey = ['reviews'] as const;

export function getReviews(params: ReviewListParams, signal?: AbortSignal): Promise<Page<AdminReviewItem>> {
  return request<Page<AdminReviewItem>>(API.admin.reviews, { query: { ...params }, signal });
}

/** One page of 评价管理, newest first. */
export function useReviews(params: ReviewListParams) {
  return useQuery(
    queryOptions({
      queryKey: [...reviewsQueryKey, 'list', params],
      queryFn: ({ signal }) => getReviews(params, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
