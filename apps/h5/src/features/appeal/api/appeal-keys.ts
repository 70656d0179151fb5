import type { AppealOrderKind } from '@lawbridge/contract';
import type { QueryClient } from '@tanstack/react-query';

/** Whose view of an appeal: the customer who made it, or the lawyer it is against. */
export type AppealSide = 'customer' | 'lawyer';

/** Query keys of the appeal pages; everything under `all` changes when an appeal does. */
export const appealKeys = {
  all: ['appeal'] as const,
  list: (side: AppealSide) => [...appealKeys.all, 'list', side] as const,
  detail: (side: AppealSide, id: number) => [...appealKeys.all, 'detail', side, id] as const,
  eligibility: (orderKind: AppealOrderKind, orderNo: string) =>
    [...appealKeys.all, 'eligibility', orderKind, orderNo] as const,
};

/** An appeal moved (or may have): its pages and the order's 申诉 entry are fetched again when next shown. */
export const refreshAppeals = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: appealKeys.all });
