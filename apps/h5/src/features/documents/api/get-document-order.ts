import { API, type DocumentOrder } from '@lawbridge/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { documentKeys } from './document-keys';

/** One of the signed-in user's document orders (the pay page, the cashier). */
export function getDocumentOrder(orderNo: string, signal?: AbortSignal): Promise<DocumentOrder> {
  return request<DocumentOrder>(API.documentOrderDetail, { query: { order_no: orderNo }, signal });
}

/** The order `orderNo`; '' loads nothing. */
export const useDocumentOrder = (orderNo: string) =>
  useQuery({
    queryKey: documentKeys.order(orderNo),
    queryFn: ({ signal }) => getDocumentOrder(orderNo, signal),
    enabled: orderNo !== '',
    staleTime: 0,
  });
