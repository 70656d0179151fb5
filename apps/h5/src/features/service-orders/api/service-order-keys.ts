import type { ServiceOrderStateKey } from '@lawbridge/contract';

/** The orders list filter: one state, or every state. */
export type ServiceOrderFilter = ServiceOrderStateKey | 'all';

export const serviceOrderKeys = {
  all: ['service-order'] as const,
  customerList: (filter: ServiceOrderFilter) => [...serviceOrderKeys.all, 'customer', filter] as const,
  lawyerLists: () => [...serviceOrderKeys.all, 'lawyer'] as const,
  lawyerList: (filter: ServiceOrderFilter, pageSize: number) =>
    [...serviceOrderKeys.lawyerLists(), filter, pageSize] as const,
  detail: (orderNo: string) => [...serviceOrderKeys.all, 'detail', orderNo] as const,
};
