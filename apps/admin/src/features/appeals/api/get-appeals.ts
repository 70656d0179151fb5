import { API } from '@lawbridge/contract';
import type { AdminAppealItem, AppealOrderKind, AppealStateKey, AppealType, Page } from '@lawbridge/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import type { Paging } from '../../../lib/use-list-search';

export interface AppealFilters {
  state?: AppealStateKey;
  order_kind?: AppealOrderKind;
  type?: AppealType;
  order_no?: string;
  lawyer_name?: string;
}

export type AppealListParams = Paging & AppealFilters;

export const appealsQueryKey = ['appeals'] as const;

export function getAppeals(params: AppealListParams, signal?: AbortSignal): Promise<Page<AdminAppealItem>> {
  return request<Page<AdminAppealItem>>(API.admin.appeals, { query: { ...params }, signal });
}

/** One page of the appeal queue: those waiting for the platform first, oldest first. */
export function useAppeals(params: AppealListParams) {
  return useQuery(
    queryOptions({
      queryKey: [...appealsQueryKey, params],
      queryFn: ({ signal }) => getAppeals(params, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
