import { API, type DocumentList } from '@lawbridge/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { nextPageOf } from '../../../lib/paging';
import { request } from '../../../lib/request';
import { DOCUMENT_PAGE_SIZE, type DocumentFilters } from '../document-filters';
import { documentKeys } from './document-keys';

/** The document centre filtered by `filters`, page by page. */
export const useDocuments = (filters: DocumentFilters) =>
  useInfiniteQuery({
    queryKey: documentKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      request<DocumentList>(API.documents, {
        query: { ...filters, page: pageParam, page_size: DOCUMENT_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
