import { API, type WithdrawalDetail } from '@lawbridge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { withdrawalKeys } from './withdrawal-keys';

/** One withdrawal of the signed-in lawyer; `quiet` for the background polling while a transfer is confirmed. */
export function getWithdrawal(
  withdrawalNo: string,
  signal?: AbortSignal,
  quiet = false,
): Promise<WithdrawalDetail> {
  return request<WithdrawalDetail>(API.withdrawalDetail, {
    query: { withdrawal_no: withdrawalNo },
    signal,
    quiet,
  });
}

export const withdrawalQueryOptions = (withdrawalNo: string) =>
  queryOptions({
    queryKey: withdrawalKeys.detail(withdrawalNo),
    queryFn: ({ signal }) => getWithdrawal(withdrawalNo, signal),
    staleTime: 0,
  });

/**
 * The withdrawal `withdrawalNo`; idle for an empty number (the page shows its not-found state). `watching`:
 * asked again every 2 s (quietly) while it waits for the lawyer's confirmation, after WeChat's 确认收款 closed.
 */
export const useWithdrawal = (withdrawalNo: string, watching = false) =>
  useQuery({
    ...withdrawalQueryOptions(withdrawalNo),
    queryFn: ({ signal }) => getWithdrawal(withdrawalNo, signal, watching),
    enabled: withdrawalNo !== '',
    refetchInterval: (query) =>
      watching && query.state.data?.state === 'waiting_confirmation' ? WATCH_INTERVAL_MS : false,
  });

export const WATCH_INTERVAL_MS = 2_000;
