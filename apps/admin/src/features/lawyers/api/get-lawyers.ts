import { API } from '@lawbridge/contract';
import type { AdminLawyerItem, Page } from '@lawbridge/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import type { Paging } from '../../../lib/use-list-search';

export interface LawyerListParams extends Paging {
  /** Name, phone, licence number or law firm. */
  keyword?: string;
  /** Absent: enabled and disabled lawyers. */
  enabled?: 0 | 1;
}

export const lawyersQueryKey = ['lawyers'] as const;

export function getLawyers(params: LawyerListParams, signal?: AbortSignal): Promise<Page<AdminLawyerItem>> {
  return request<Page<AdminLawyerItem>>(API.admin.lawyers, { query: { ...params }, signal });
}

export function lawyersQueryOptions(params: LawyerListParams) {
  return queryOptions({
    queryKey: [...lawyersQueryKey, params],
    queryFn: ({ signal }) => getLawyers(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of every certified lawyer, enabled or not. */
export function useLawyers(params: LawyerListParams) {
  return useQuery(lawyersQueryOptions(params));
}
