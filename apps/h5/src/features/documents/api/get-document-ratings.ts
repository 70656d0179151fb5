import { API, type DocumentRatingList } from '@lawbridge/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { nextPageOf } from '../../../lib/paging';
import { request } from '../../../lib/request';
import { documentKeys } from './document-keys';

/** The detail shows this many ratings; 全部评价 loads the next ones. */
export const RATINGS_PAGE_SIZE = 5;

/** A document's ratings, newest first, page by page; asked for once `enabled`. */
export const useDocumentRatings = (documentId: number, enabled: boolean) =>
  useInfiniteQuery({
    enabled,
    queryKey: documentKeys.ratings(documentId),
    queryFn: ({ pageParam, signal }) =>
      request<DocumentRatingList>(API.documentRatings, {
        query: { document_id: documentId, page: pageParam, page_size: RATINGS_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
