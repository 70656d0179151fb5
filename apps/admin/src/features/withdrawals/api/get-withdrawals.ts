import { API } from '@lawbridge/contract';
import type { AdminWithdrawalExportQuery, AdminWithdrawalItem, Page } from '@lawbridge/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import type { Paging } from '../../../lib/use-list-search';

/** The queue's filters: state, method, lawyer keyword (name or phone start), request dates (Asia/Shanghai). */
export type WithdrawalFilters = AdminWithdrawalExportQuery;

export type WithdrawalListParams = Paging & WithdrawalFilters;

export const withdrawalsQueryKey = ['withdrawals'] as const;

export function getWithdrawals(
  params: WithdrawalListParams,
  signal?: AbortSignal,
): Promise<Page<AdminWithdrawalItem>> {
  return request<Page<AdminWithdrawalItem>>(API.admin.withdrawals, { query: { ...params }, signal });
}

export function withdrawalsQueryOptions(params: WithdrawalListParams) {
  return queryOptions({
    queryKey: [...withdrawalsQueryKey, params],
    queryFn: ({ signal }) => getWithdrawals(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of the withdrawal queue. */
export function useWithdrawals(params: WithdrawalListParams) {
  return useQuery(withdrawalsQueryOptions(params));
}
