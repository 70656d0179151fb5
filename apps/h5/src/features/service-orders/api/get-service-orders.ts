import { API, type Page, type ServiceOrderSummary } from '@lawbridge/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextPageOf } from '../../../lib/paging';
import { request } from '../../../lib/request';
import { SERVICE_ORDER_STALE_MS, serviceOrderKeys, type ServiceOrderFilter } from './service-order-keys';

export const SERVICE_ORDERS_PAGE_SIZE = 10;

/** One page of the customer's own service orders (服务记录), newest first. */
export function getServiceOrders(
  filter: ServiceOrderFilter,
  page: number,
  signal?: AbortSignal,
): Promise<Page<ServiceOrderSummary>> {
  return request<Page<ServiceOrderSummary>>(API.serviceOrders, {
    query: { group: filter === 'all' ? undefined : filter, page, page_size: SERVICE_ORDERS_PAGE_SIZE },
    signal,
  });
}

export const serviceOrdersQueryOptions = (filter: ServiceOrderFilter) =>
  infiniteQueryOptions({
    staleTime: SERVICE_ORDER_STALE_MS,
    queryKey: serviceOrderKeys.customerList(filter),
    queryFn: ({ pageParam, signal }) => getServiceOrders(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

/** The customer's service orders in `filter`, page by page. */
export const useServiceOrders = (filter: ServiceOrderFilter) =>
  useInfiniteQuery(serviceOrdersQueryOptions(filter));
