import { API } from '@lawbridge/contract';
import type { AdminWithdrawalFigures } from '@lawbridge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { withdrawalsQueryKey } from './get-withdrawals';

export function getWithdrawalFigures(signal?: AbortSignal): Promise<AdminWithdrawalFigures> {
  return request<AdminWithdrawalFigures>(API.admin.withdrawalFigures, { signal });
}

/** Under the queue's key: every withdrawal action changes the figures too. */
export function withdrawalFiguresQueryOptions() {
  return queryOptions({
    queryKey: [...withdrawalsQueryKey, 'figures'],
    queryFn: ({ signal }) => getWithdrawalFigures(signal),
  });
}

/** Waiting for approval, waiting for the lawyer's confirmation, paid today. */
export function useWithdrawalFigures() {
  return useQuery(withdrawalFiguresQueryOptions());
}
