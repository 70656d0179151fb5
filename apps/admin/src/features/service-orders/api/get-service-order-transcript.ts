import { API } from '@lawbridge/contract';
import type { AdminTranscriptPage } from '@lawbridge/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { serviceOrdersQueryKey } from './get-service-orders';

/**
 * The parties' chat on one order, the newest page first; `fetchNextPage` brings the page before the
 * oldest one shown. Under the orders' key, so an intervention refreshes it with the order.
 */
export function useServiceOrderTranscript(orderNo: string) {
  return useInfiniteQuery({
    queryKey: [...serviceOrdersQueryKey, 'transcript', orderNo],
    queryFn: ({ pageParam, signal }) =>
      request<AdminTranscriptPage>(API.admin.serviceOrderTranscript, {
        query: { order_no: orderNo, before: pageParam },
        signal,
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.before ?? undefined,
  });
}
