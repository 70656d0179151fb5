import { API } from '@lawbridge/contract';
import type { AdminServiceOrderFilter, AdminServiceOrderItem, Page } from '@lawbridge/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import type { Paging } from '../../../lib/use-list-search';

export interface ServiceOrderFilters {
  /** A lifecycle state, or 待确认 / 退款中 as users see them. */
  state?: AdminServiceOrderFilter;
  order_no?: string;
  /** The start of the customer's phone. */
  customer_phone?: string;
  lawyer_name?: string;
  /** `YYYY-MM-DD`, Asia/Shanghai. */
  date_from?: string;
  date_to?: string;
}

export type ServiceOrderListParams = Paging & ServiceOrderFilters;

export const serviceOrdersQueryKey = ['service-orders'] as const;

export function getServiceOrders(
  params: ServiceOrderListParams,
  signal?: AbortSignal,
): Promise<Page<AdminServiceOrderItem>> {
  return request<Page<AdminServiceOrderItem>>(API.admin.serviceOrders, { query: { ...params }, signal });
}

export function serviceOrdersQueryOptions(params: ServiceOrderListParams) {
  return queryOptions({
    queryKey: [...serviceOrdersQueryKey, params],
    queryFn: ({ signal }) => getServiceOrders(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of service orders, newest first. */
export function useServiceOrders(params: ServiceOrderListParams) {
  return useQuery(serviceOrdersQueryOptions(params));
}
