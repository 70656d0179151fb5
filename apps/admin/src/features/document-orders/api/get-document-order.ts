import { API } from '@lawbridge/contract';
import type { AdminDocumentOrderDetail } from '@lawbridge/contract';
import { skipToken, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { documentOrdersQueryKey } from './get-document-orders';

export function getDocumentOrder(orderNo: string, signal?: AbortSignal): Promise<AdminDocumentOrderDetail> {
  return request<AdminDocumentOrderDetail>(`${API.admin.documentOrders}/${encodeURIComponent(orderNo)}`, {
    signal,
  });
}

/** One document order with its events and download log, under the list's key. Nothing while undefined. */
export function useDocumentOrder(orderNo: string | undefined) {
  return useQuery({
    queryKey: [...documentOrdersQueryKey, 'detail', orderNo],
    queryFn: orderNo === undefined ? skipToken : ({ signal }) => getDocumentOrder(orderNo, signal),
  });
}
