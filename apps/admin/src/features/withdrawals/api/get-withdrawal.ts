import { API } from '@lawbridge/contract';
import type { AdminWithdrawalDetail } from '@lawbridge/contract';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { withdrawalsQueryKey } from './get-withdrawals';

export function getWithdrawal(withdrawalNo: string, signal?: AbortSignal): Promise<AdminWithdrawalDetail> {
  return request<AdminWithdrawalDetail>(`${API.admin.withdrawals}/${encodeURIComponent(withdrawalNo)}`, {
    signal,
  });
}

/** Under the queue's key, so an action refreshes the opened withdrawal with the queue. */
export function withdrawalQueryOptions(withdrawalNo: string | undefined) {
  return queryOptions({
    queryKey: [...withdrawalsQueryKey, 'detail', withdrawalNo],
    queryFn: withdrawalNo === undefined ? skipToken : ({ signal }) => getWithdrawal(withdrawalNo, signal),
  });
}

/** One withdrawal with its payee, timeline, the lawyer's balances and ledger; nothing while undefined. */
export function useWithdrawal(withdrawalNo: string | undefined) {
  return useQuery(withdrawalQueryOptions(withdrawalNo));
}
