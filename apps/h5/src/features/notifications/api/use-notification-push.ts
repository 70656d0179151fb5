import type { ChatServerFrame } from '@lawbridge/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notificationKeys } from './notification-keys';

/**
 * While mounted (the homes' bell, 消息通知), keeps the socket open and applies each pushed notification:
 * the badge takes the count it carries, the list is asked again. The socket code (and the frame schemas it
 * checks with) loads after the page, so the homes stay free of validation code.
 */
export function useNotificationPush(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let unsubscribe: (() => void) | null = null;
    let unmounted = false;
    const apply = (frame: ChatServerFrame) => {
      if (frame.type !== 'notification') return;
      queryClient.setQueryData(notificationKeys.unread(), { unread: frame.unread });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
    };
    void import('../../../lib/realtime/shared-socket').then(({ chatSocket }) => {
      if (!unmounted) unsubscribe = chatSocket().subscribe(apply);
    });
    return () => {
      unmounted = true;
      unsubscribe?.();
    };
  }, [queryClient]);
}
