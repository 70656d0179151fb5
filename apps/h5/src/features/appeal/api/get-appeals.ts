import { API, type AppealSummary, type Page } from '@lawbridge/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { nextPageOf } from '../../../lib/paging';
import { request } from '../../../lib/request';
import { appealKeys, type AppealSide } from './appeal-keys';

export const APPEALS_PAGE_SIZE = 10;

const LIST_PATHS = { customer: API.appeals, lawyer: API.lawyerAppeals } as const;

/** 我的申诉 (the customer's) or the appeals against the signed-in lawyer, newest first, page by page. */
export const useAppeals = (side: AppealSide) =>
  useInfiniteQuery({
    queryKey: appealKeys.list(side),
    queryFn: ({ pageParam, signal }) =>
      request<Page<AppealSummary>>(LIST_PATHS[side], {
        query: { page: pageParam, page_size: APPEALS_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
