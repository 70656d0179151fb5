import { API, type WalletSummary } from '@lawbridge/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const WALLET_PAGE_SIZE = 20;
export const walletKeys = { all: ['wallet'] as const };

/** One page of 钱包明细 with the balances (the same balances on every page). */
export function getWallet(page: number, signal?: AbortSignal): Promise<WalletSummary> {
  return request<WalletSummary>(API.lawyerWallet, { query: { page, page_size: WALLET_PAGE_SIZE }, signal });
}

export const walletQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: walletKeys.all,
    queryFn: ({ pageParam, signal }) => getWallet(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: WalletSummary) =>
      last.entries.page * last.entries.page_size < last.entries.total ? last.entries.page + 1 : undefined,
  });

export const useWallet = () => useInfiniteQuery(walletQueryOptions());
