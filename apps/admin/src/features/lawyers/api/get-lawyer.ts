import { API } from '@lawbridge/contract';
import type { AdminLawyerDetail } from '@lawbridge/contract';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { lawyersQueryKey } from './get-lawyers';

export function getLawyer(uuid: string, signal?: AbortSignal): Promise<AdminLawyerDetail> {
  return request<AdminLawyerDetail>(`${API.admin.lawyers}/${encodeURIComponent(uuid)}`, { signal });
}

/** Under the list's key, so enabling or disabling refreshes the opened profile too. */
export function lawyerQueryOptions(uuid: string | undefined) {
  return queryOptions({
    queryKey: [...lawyersQueryKey, 'detail', uuid],
    queryFn: uuid === undefined ? skipToken : ({ signal }) => getLawyer(uuid, signal),
  });
}

/** One lawyer's whole profile; nothing is fetched while `uuid` is undefined. */
export function useLawyer(uuid: string | undefined) {
  return useQuery(lawyerQueryOptions(uuid));
}
