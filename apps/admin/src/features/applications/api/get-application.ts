import { API } from '@lawbridge/contract';
import type { AdminApplicationItem } from '@lawbridge/contract';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { applicationsQueryKey } from './get-applications';

export function getApplication(id: number, signal?: AbortSignal): Promise<AdminApplicationItem> {
  return request<AdminApplicationItem>(`${API.admin.applications}/${id}`, { signal });
}

export function applicationQueryOptions(id: number | undefined) {
  return queryOptions({
    queryKey: [...applicationsQueryKey, 'detail', id],
    queryFn: id === undefined ? skipToken : ({ signal }) => getApplication(id, signal),
  });
}

/** One application with the applicant's phone; nothing is fetched while `id` is undefined. */
export function useApplication(id: number | undefined) {
  return useQuery(applicationQueryOptions(id));
}
