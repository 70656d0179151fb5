import { API } from '@lawbridge/contract';
import type { AdminDocumentItem, DocumentState, Page } from '@lawbridge/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import type { Paging } from '../../../lib/use-list-search';
import type { StateKeywordFilters } from '../use-state-keyword-params';

/** The keyword matches the title, the uploader's phone or name. */
export type DocumentFilters = StateKeywordFilters<DocumentState>;

export type DocumentListParams = Paging & DocumentFilters;

/** Every document query (lists, details) starts with this key, so one action refreshes them all. */
export const documentsQueryKey = ['documents'] as const;

export function getDocuments(
  params: DocumentListParams,
  signal?: AbortSignal,
): Promise<Page<AdminDocumentItem>> {
  return request<Page<AdminDocumentItem>>(API.admin.documents, { query: { ...params }, signal });
}

export function documentsQueryOptions(params: DocumentListParams) {
  return queryOptions({
    queryKey: [...documentsQueryKey, params],
    queryFn: ({ signal }) => getDocuments(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of documents: `state=reviewing` is the review queue (oldest first), the rest newest first. */
export function useDocuments(params: DocumentListParams) {
  return useQuery(documentsQueryOptions(params));
}
