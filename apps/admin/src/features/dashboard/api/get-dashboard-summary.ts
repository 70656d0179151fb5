import { API } from '@lawbridge/contract';
import type { DashboardSummary } from '@lawbridge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const dashboardQueryKey = ['dashboard'] as const;

export function getDashboardSummary(signal?: AbortSignal): Promise<DashboardSummary> {
  return request<DashboardSummary>(API.admin.dashboard, { signal });
}

export function dashboardSummaryQueryOptions() {
  return queryOptions({
    queryKey: [...dashboardQueryKey, 'summary'],
    queryFn: ({ signal }) => getDashboardSummary(signal),
  });
}

/** Today's figures and totals for the 工作台 cards. */
export function useDashboardSummary() {
  return useQuery(dashboardSummaryQueryOptions());
}
