import { API } from '@lawbridge/contract';
import type { AdminFeedbackItem } from '@lawbridge/contract';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { feedbackQueryKey } from './get-feedback';

export function getFeedbackItem(id: number, signal?: AbortSignal): Promise<AdminFeedbackItem> {
  return request<AdminFeedbackItem>(`${API.admin.feedback}/${id}`, { signal });
}

/** Under the inbox's key, so a reply refreshes it too. */
export function feedbackItemQueryOptions(id: number | undefined) {
  return queryOptions({
    queryKey: [...feedbackQueryKey, 'item', id],
    queryFn: id === undefined ? skipToken : ({ signal }) => getFeedbackItem(id, signal),
  });
}

/** One feedback, for one opened from elsewhere (e.g. the audit log); nothing is fetched while `id` is undefined. */
export function useFeedbackItem(id: number | undefined) {
  return useQuery(feedbackItemQueryOptions(id));
}
