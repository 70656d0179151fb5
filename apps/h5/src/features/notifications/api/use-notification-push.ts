import { useQueryClient } from '@tanstack/react-query';
import { useChatFrames } from '../../../lib/realtime';
import { notificationKeys } from './notification-keys';

/**
 * While mounted (the homes' bell, 消息通知), keeps the socket open and applies each pushed notification:
 * the badge takes the count it carries, the list is asked again.
 */
export function useNotificationPush(): void {
  const queryClient = useQueryClient();
  useChatFrames((frame) => {
    if (frame.type !== 'notification') return;
    queryClient.setQueryData(notificationKeys.unread(), { unread: frame.unread });
    void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
  });
}
