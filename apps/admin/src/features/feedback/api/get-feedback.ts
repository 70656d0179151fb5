import { API } from '@lawbridge/contract';
import type { AdminFeedbackItem, Page } from '@lawbridge/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import type { Paging } from '../../../lib/use-list-search';

export interface FeedbackListParams extends Paging {
  /** 1 handled, 0 waiting for a reply; absent: both. */
  handled?: 0 | 1;
}

export const feedbackQueryKey = ['feedback'] as const;

export function getFeedback(
  params: FeedbackListParams,
  signal?: AbortSignal,
): Promise<Page<AdminFeedbackItem>> {
  return request<Page<AdminFeedbackItem>>(API.admin.feedback, { query: { ...params }, signal });
}

export function feedbackQueryOptions(params: FeedbackListParams) {
  return queryOptions({
    queryKey: [...feedbackQueryKey, 'list', params],
    queryFn: ({ signal }) => getFeedback(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of the feedback inbox, newest first. */
export function useFeedback(params: FeedbackListParams) {
  return useQuery(feedbackQueryOptions(params));
}
