import { API, type FeedbackItem, type Page } from '@lawbridge/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextPageOf } from '../../../lib/paging';
import { request } from '../../../lib/request';
import { FEEDBACK_PAGE_SIZE, feedbackKeys } from './feedback-keys';

/** One page of the user's own feedback, newest first, with the platform's replies. */
export function getMyFeedback(page: number, signal?: AbortSignal): Promise<Page<FeedbackItem>> {
  return request<Page<FeedbackItem>>(API.feedback, {
    query: { page, page_size: FEEDBACK_PAGE_SIZE },
    signal,
  });
}

export const myFeedbackQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: feedbackKeys.mine,
    queryFn: ({ pageParam, signal }) => getMyFeedback(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export const useMyFeedback = () => useInfiniteQuery(myFeedbackQueryOptions());
