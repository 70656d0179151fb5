import { API, type WalletEntryType, type WalletSummary } from '@lawbridge/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const WALLET_PAGE_SIZE = 20;
/** 钱包明细's filter: every entry, or one type of them. */
export type WalletFilter = WalletEntryType | 'all';
export const walletKeys = {
  all: ['wallet'] as const,
  list: (filter: WalletFilter) => [...walletKeys.all, filter] as const,
};

/** One page of 钱包明细 with the balances (the same balances on every page and for every filter). */
export function getWallet(filter: WalletFilter, page: number, signal?: AbortSignal): Promise<WalletSummary> {
  return request<WalletSummary>(API.lawyerWallet, {
    query: { page, page_size: WALLET_PAGE_SIZE, type: filter === 'all' ? undefined : filter },
    signal,
  });
}

export const walletQueryOptions = (filter: WalletFilter) =>
  infiniteQueryOptions({
    queryKey: walletKeys.list(filter),
    queryFn: ({ pageParam, signal }) => getWallet(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: WalletSummary) =>
      last.entries.page * last.entries.page_size < last.entries.total ? last.entries.page + 1 : undefined,
    // Another filter keeps the balances (and the old entries) on screen until its first page arrives.
    placeholderData: keepPreviousData,
  });

export const useWallet = (filter: WalletFilter) => useInfiniteQuery(walletQueryOptions(filter));
