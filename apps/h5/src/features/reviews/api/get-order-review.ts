import { API, type OrderReviewResult } from '@lawbridge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { reviewKeys } from './review-keys';

/** The review of one order for its customer or lawyer, and whether the customer may write it now. */
export function getOrderReview(orderNo: string, signal?: AbortSignal): Promise<OrderReviewResult> {
  return request<OrderReviewResult>(API.reviewOfOrder, { query: { order_no: orderNo }, signal });
}

export const orderReviewQueryOptions = (orderNo: string) =>
  queryOptions({
    queryKey: reviewKeys.order(orderNo),
    queryFn: ({ signal }) => getOrderReview(orderNo, signal),
    staleTime: 0,
  });

/** Asked only once the order is finished (before that there is nothing to review). */
export const useOrderReview = (orderNo: string, enabled: boolean) =>
  useQuery({ ...orderReviewQueryOptions(orderNo), enabled: enabled && orderNo !== '' });
