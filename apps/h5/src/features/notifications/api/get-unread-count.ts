import { API } from '@lawbridge/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useSession } from '../../../lib/session/session-store';
import { notificationKeys } from './notification-keys';

/** Asked again now and then; a notification pushed over the socket refreshes it at once. */
const UNREAD_REFRESH_MS = 60_000;

/** The unread count for the badges on both homes (nothing to ask while signed out). */
export function useUnreadCount() {
  const signedIn = useSession((state) => Boolean(state.token));
  return useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => request<{ unread: number }>(API.notificationUnread, { signal }),
    enabled: signedIn,
    refetchInterval: UNREAD_REFRESH_MS,
    select: (data) => data.unread,
  });
}
