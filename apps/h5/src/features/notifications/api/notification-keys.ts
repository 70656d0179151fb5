import { USER_QUERY_SCOPE } from '../../user/api/user-keys';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** Notifications are the signed-in user's (dropped when someone signs in or out). */
export const notificationKeys = {
  all: [...USER_QUERY_SCOPE, 'notification'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
};
