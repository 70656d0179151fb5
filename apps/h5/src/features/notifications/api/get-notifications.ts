import { API, type NotificationPage } from '@lawbridge/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextPageOf } from '../../../lib/paging';
import { request } from '../../../lib/request';
import { NOTIFICATIONS_PAGE_SIZE, notificationKeys } from './notification-keys';

/** One page of 消息通知, newest first, with the unread count. */
export function getNotifications(page: number, signal?: AbortSignal): Promise<NotificationPage> {
  return request<NotificationPage>(API.notifications, {
    query: { page, page_size: NOTIFICATIONS_PAGE_SIZE },
    signal,
  });
}

export const useNotifications = () =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: notificationKeys.list(),
      queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: nextPageOf,
      staleTime: 0,
    }),
  );
