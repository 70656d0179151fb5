import type { ChatServerFrame } from '@lawbridge/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { appointmentKeys } from '../../appointments/api/appointment-keys';
import { serviceOrderKeys } from '../../service-orders/api/service-order-keys';
import { walletKeys } from '../../wallet/api/get-wallet';
import { notificationKeys } from './notification-keys';

/** What a notice may have changed: it tells of an order's event, which moves orders and money. */
const CHANGED_BY_A_NOTICE = [serviceOrderKeys.all, appointmentKeys.all, walletKeys.all];

/**
 * While mounted (the homes' bell, 消息通知), keeps the socket open and applies each pushed notification:
 * the badge takes the count it carries, the list is asked again, and so are the orders and the wallet shown
 * (the workbench's 待处理订单 counts, an open order's page). The socket code (and the frame schemas it
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
      for (const queryKey of CHANGED_BY_A_NOTICE) void queryClient.invalidateQueries({ queryKey });
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
