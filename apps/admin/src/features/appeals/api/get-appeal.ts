import { API } from '@lawbridge/contract';
import type { AdminAppealDetail } from '@lawbridge/contract';
import { skipToken, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { appealsQueryKey } from './get-appeals';

export function getAppeal(id: number, signal?: AbortSignal): Promise<AdminAppealDetail> {
  return request<AdminAppealDetail>(`${API.admin.appeals}/${id}`, { signal });
}

/**
 * One appeal with both sides' evidence, the transcript, the order's money and the lawyer's record; under
 * the queue's key, so a decision refreshes it with the queue. Nothing while `id` is undefined.
 */
export function useAppeal(id: number | undefined) {
  return useQuery({
    queryKey: [...appealsQueryKey, 'detail', id],
    queryFn: id === undefined ? skipToken : ({ signal }) => getAppeal(id, signal),
  });
}
