import { API, type DocumentOrderList } from '@lawbridge/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { nextPageOf } from '../../../lib/paging';
import { request } from '../../../lib/request';
import { documentKeys } from './document-keys';

export const PURCHASED_PAGE_SIZE = 10;

/** 已购文档: the signed-in user's paid, finished and refunded document orders, page by page. */
export const usePurchasedDocuments = () =>
  useInfiniteQuery({
    queryKey: documentKeys.purchased(),
    queryFn: ({ pageParam, signal }) =>
      request<DocumentOrderList>(API.documentOrders, {
        query: { page: pageParam, page_size: PURCHASED_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
