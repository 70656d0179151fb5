import { API, type Page, type ServiceOrderSummary } from '@lawbridge/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextPageOf } from '../../../lib/paging';
import { request } from '../../../lib/request';
import { SERVICE_ORDER_STALE_MS, serviceOrderKeys, type ServiceOrderFilter } from './service-order-keys';

/** One page of the service orders placed with the signed-in lawyer, newest first. */
export function getLawyerServiceOrders(
  filter: ServiceOrderFilter,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<Page<ServiceOrderSummary>> {
  return request<Page<ServiceOrderSummary>>(API.lawyerServiceOrders, {
    query: { group: filter === 'all' ? undefined : filter, page, page_size: pageSize },
    signal,
  });
}

export const lawyerServiceOrdersQueryOptions = (filter: ServiceOrderFilter, pageSize: number) =>
  infiniteQueryOptions({
    staleTime: SERVICE_ORDER_STALE_MS,
    queryKey: serviceOrderKeys.lawyerList(filter, pageSize),
    queryFn: ({ pageParam, signal }) => getLawyerServiceOrders(filter, pageParam, pageSize, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

/** The lawyer's service orders in `filter`, `pageSize` at a time (the total counts them all). */
export const useLawyerServiceOrders = (filter: ServiceOrderFilter, pageSize = 10) =>
  useInfiniteQuery(lawyerServiceOrdersQueryOptions(filter, pageSize));
