import { API } from '@lawbridge/contract';
import type { AdminRefundRequestItem, Page } from '@lawbridge/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import type { Paging } from '../../../lib/use-list-search';

export interface RefundRequestListParams extends Paging {
  /** 0 open (the server's default), 1 granted, 2 refused. */
  status?: 0 | 1 | 2;
}

export const refundRequestsQueryKey = ['refund-requests'] as const;

export function getRefundRequests(
  params: RefundRequestListParams,
  signal?: AbortSignal,
): Promise<Page<AdminRefundRequestItem>> {
  return request<Page<AdminRefundRequestItem>>(API.admin.refundRequests, { query: { ...params }, signal });
}

export function refundRequestsQueryOptions(params: RefundRequestListParams) {
  return queryOptions({
    queryKey: [...refundRequestsQueryKey, params],
    queryFn: ({ signal }) => getRefundRequests(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of refund requests of one state, oldest first. */
export function useRefundRequests(params: RefundRequestListParams) {
  return useQuery(refundRequestsQueryOptions(params));
}
