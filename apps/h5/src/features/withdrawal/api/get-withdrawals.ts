import { API, type WithdrawalList } from '@lawbridge/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { withdrawalKeys } from './withdrawal-keys';

export const WITHDRAWAL_PAGE_SIZE = 20;

/** 提现记录, newest first, page by page. */
export const useWithdrawals = () =>
  useInfiniteQuery({
    queryKey: withdrawalKeys.list(),
    queryFn: ({ pageParam, signal }) =>
      request<WithdrawalList>(API.withdrawals, {
        query: { page: pageParam, page_size: WITHDRAWAL_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last: WithdrawalList) =>
      last.page * last.page_size < last.total ? last.page + 1 : undefined,
  });
