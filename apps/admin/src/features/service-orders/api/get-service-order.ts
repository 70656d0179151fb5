import { API } from '@lawbridge/contract';
import type { AdminServiceOrderDetail } from '@lawbridge/contract';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { serviceOrdersQueryKey } from './get-service-orders';

export function getServiceOrder(orderNo: string, signal?: AbortSignal): Promise<AdminServiceOrderDetail> {
  return request<AdminServiceOrderDetail>(`${API.admin.serviceOrders}/${encodeURIComponent(orderNo)}`, {
    signal,
  });
}

/** Under the list's key, so a refund decision refreshes the opened order too. */
export function serviceOrderQueryOptions(orderNo: string | undefined) {
  return queryOptions({
    queryKey: [...serviceOrdersQueryKey, 'detail', orderNo],
    queryFn: orderNo === undefined ? skipToken : ({ signal }) => getServiceOrder(orderNo, signal),
  });
}

/** One order with its timeline, payments, refund requests and ledger lines; nothing while `orderNo` is undefined. */
export function useServiceOrder(orderNo: string | undefined) {
  return useQuery(serviceOrderQueryOptions(orderNo));
}
