import { API, type LawyerReviewsResult } from '@lawbridge/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { nextPageOf } from '../../../lib/paging';
import { REVIEWS_PAGE_SIZE, reviewKeys } from './review-keys';

/** One page of a lawyer's visible reviews with the lawyer's figures (the same on every page). */
export function getLawyerReviews(uuid: string, page: number, signal?: AbortSignal) {
  return request<LawyerReviewsResult>(API.review, {
    query: { lawyer_uuid: uuid, page, page_size: REVIEWS_PAGE_SIZE },
    signal,
  });
}

export const lawyerReviewsQueryOptions = (uuid: string) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.lawyer(uuid),
    queryFn: ({ pageParam, signal }) => getLawyerReviews(uuid, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: LawyerReviewsResult) => nextPageOf(last.reviews),
  });

export const useLawyerReviews = (uuid: string) =>
  useInfiniteQuery({ ...lawyerReviewsQueryOptions(uuid), enabled: uuid !== '' });
