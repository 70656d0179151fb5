import type { QueryClient } from '@tanstack/react-query';
import { walletKeys } from '../../wallet/api/get-wallet';

/** Query keys of the withdrawal pages; everything under `all` changes when a withdrawal or payee does. */
export const withdrawalKeys = {
  all: ['withdrawal'] as const,
  rules: () => [...withdrawalKeys.all, 'rules'] as const,
  list: () => [...withdrawalKeys.all, 'list'] as const,
  detail: (withdrawalNo: string) => [...withdrawalKeys.all, 'detail', withdrawalNo] as const,
  sandboxBill: (billNo: string) => [...withdrawalKeys.all, 'sandbox', billNo] as const,
};

/** A withdrawal moved (or may have): its pages and 钱包明细 are fetched again when next shown. */
export const refreshWithdrawals = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: withdrawalKeys.all }),
    queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  ]);
