import type { ServiceOrderGroup } from '@lawbridge/contract';
import { USER_QUERY_SCOPE } from '../../user/api/user-keys';

/** The orders list filter: one group of states (a tab), or every order. */
export type ServiceOrderFilter = ServiceOrderGroup | 'all';

/**
 * Orders are the signed-in user's (dropped when someone signs in or out) and change on the other
 * party's side, so they are never taken from the cache without asking the server again.
 */
export const SERVICE_ORDER_STALE_MS = 0;

export const serviceOrderKeys = {
  all: [...USER_QUERY_SCOPE, 'service-order'] as const,
  customerList: (filter: ServiceOrderFilter) => [...serviceOrderKeys.all, 'customer', filter] as const,
  lawyerLists: () => [...serviceOrderKeys.all, 'lawyer'] as const,
  lawyerList: (filter: ServiceOrderFilter, pageSize: number) =>
    [...serviceOrderKeys.lawyerLists(), filter, pageSize] as const,
  detail: (orderNo: string) => [...serviceOrderKeys.all, 'detail', orderNo] as const,
};

/** Every cached order list (not the details), to refetch after an order changed. */
export const isOrderList = (query: { queryKey: readonly unknown[] }) =>
  query.queryKey[serviceOrderKeys.all.length] !== 'detail';
