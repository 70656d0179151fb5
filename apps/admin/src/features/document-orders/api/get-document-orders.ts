import { API } from '@lawbridge/contract';
import type { AdminDocumentOrder, DocumentOrderStateKey, Page } from '@lawbridge/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import type { Paging } from '../../../lib/use-list-search';
import type { StateKeywordFilters } from '../../documents/use-state-keyword-params';

/** The keyword matches the order number, the buyer's phone or the document's title. */
export type DocumentOrderFilters = StateKeywordFilters<DocumentOrderStateKey>;

export type DocumentOrderListParams = Paging & DocumentOrderFilters;

export const documentOrdersQueryKey = ['document-orders'] as const;

export function getDocumentOrders(
  params: DocumentOrderListParams,
  signal?: AbortSignal,
): Promise<Page<AdminDocumentOrder>> {
  return request<Page<AdminDocumentOrder>>(API.admin.documentOrders, { query: { ...params }, signal });
}

/** One page of document orders, newest first. */
export function useDocumentOrders(params: DocumentOrderListParams) {
  return useQuery(
    queryOptions({
      queryKey: [...documentOrdersQueryKey, params],
      queryFn: ({ signal }) => getDocumentOrders(params, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
