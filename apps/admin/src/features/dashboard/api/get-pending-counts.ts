import { API } from '@lawbridge/contract';
import type { PendingCounts } from '@lawbridge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { dashboardQueryKey } from './get-dashboard-summary';

/** Under the 工作台's key: every action that refreshes the 工作台 refreshes the counts too. */
export const pendingCountsQueryKey = [...dashboardQueryKey, 'pending-counts'] as const;

/** Every queue's count moves as operators and users act: asked again each minute (and on navigation). */
const POLL_MS = 60_000;

export function pendingCountsQueryOptions() {
  return queryOptions({
    queryKey: pendingCountsQueryKey,
    queryFn: ({ signal }) => request<PendingCounts>(API.admin.pendingCounts, { signal, quiet: true }),
    refetchInterval: POLL_MS,
  });
}

/** What waits in each operators' queue (the menu's badges, the 工作台's to-do cards). */
export function usePendingCounts() {
  return useQuery(pendingCountsQueryOptions());
}
