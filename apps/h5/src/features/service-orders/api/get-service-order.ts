import { API, type ServiceOrderDetail } from '@lawbridge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { SERVICE_ORDER_STALE_MS, serviceOrderKeys } from './service-order-keys';

/** One service order as its customer or its lawyer sees it: timeline and the actions open to them. */
export function getServiceOrder(orderNo: string, signal?: AbortSignal): Promise<ServiceOrderDetail> {
  return request<ServiceOrderDetail>(API.serviceOrderDetail, { query: { order_no: orderNo }, signal });
}

export const serviceOrderQueryOptions = (orderNo: string) =>
  queryOptions({
    staleTime: SERVICE_ORDER_STALE_MS,
    queryKey: serviceOrderKeys.detail(orderNo),
    queryFn: ({ signal }) => getServiceOrder(orderNo, signal),
  });

/** The order `orderNo`; idle for an empty number (the page shows its not-found state). */
export const useServiceOrder = (orderNo: string) =>
  useQuery({ ...serviceOrderQueryOptions(orderNo), enabled: orderNo !== '' });
