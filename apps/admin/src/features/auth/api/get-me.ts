import { API } from '@lawbridge/contract';
import type { OperatorProfile } from '@lawbridge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const meQueryKey = ['auth', 'me'] as const;

export function getMe(signal?: AbortSignal): Promise<OperatorProfile> {
  return request<OperatorProfile>(API.admin.me, { signal });
}

export function meQueryOptions() {
  return queryOptions({ queryKey: meQueryKey, queryFn: ({ signal }) => getMe(signal), staleTime: Infinity });
}

/** The signed-in operator (display name for the header). */
export function useMe() {
  return useQuery(meQueryOptions());
}
