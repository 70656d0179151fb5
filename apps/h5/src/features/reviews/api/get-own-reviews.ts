import { API, type OwnReviewsResult } from '@lawbridge/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { nextPageOf } from '../../../lib/paging';
import { REVIEWS_PAGE_SIZE, reviewKeys } from './review-keys';

/** One page of 我的评价 with the lawyer's figures. */
export function getOwnReviews(page: number, signal?: AbortSignal): Promise<OwnReviewsResult> {
  return request<OwnReviewsResult>(API.lawyerReviews, {
    query: { page, page_size: REVIEWS_PAGE_SIZE },
    signal,
  });
}

export const ownReviewsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: reviewKeys.own(),
    queryFn: ({ pageParam, signal }) => getOwnReviews(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: OwnReviewsResult) => nextPageOf(last.reviews),
    staleTime: 0,
  });

export const useOwnReviews = () => useInfiniteQuery(ownReviewsQueryOptions());
