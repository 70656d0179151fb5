import { API, type MyDocumentList } from '@lawbridge/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { nextPageOf } from '../../../lib/paging';
import { request } from '../../../lib/request';
import { documentKeys } from './document-keys';

export const MY_DOCUMENTS_PAGE_SIZE = 10;

/** 我的文档: the signed-in user's uploads, newest first, page by page. */
export const useMyDocuments = () =>
  useInfiniteQuery({
    queryKey: documentKeys.mine(),
    queryFn: ({ pageParam, signal }) =>
      request<MyDocumentList>(API.documentMine, {
        query: { page: pageParam, page_size: MY_DOCUMENTS_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
