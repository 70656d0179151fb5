import { API } from '@lawbridge/contract';
import type { AdminApplicationItem, Page, ReviewStateValue } from '@lawbridge/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import type { Paging } from '../../../lib/use-list-search';

export interface ApplicationListParams extends Paging {
  /** Absent: every status. */
  status?: ReviewStateValue;
  /** Name, phone, licence number or law firm. */
  keyword?: string;
}

/** Root of every application query (queue, detail, the dashboard's count). */
export const applicationsQueryKey = ['applications'] as const;

export function getApplications(
  params: ApplicationListParams,
  signal?: AbortSignal,
): Promise<Page<AdminApplicationItem>> {
  return request<Page<AdminApplicationItem>>(API.admin.applications, { query: { ...params }, signal });
}

export function applicationsQueryOptions(params: ApplicationListParams) {
  return queryOptions({
    queryKey: [...applicationsQueryKey, 'list', params],
    queryFn: ({ signal }) => getApplications(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of the certification queue. */
export function useApplications(params: ApplicationListParams) {
  return useQuery(applicationsQueryOptions(params));
}
