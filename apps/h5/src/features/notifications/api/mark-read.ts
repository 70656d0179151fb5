import { API, type NotificationReadBody } from '@lawbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { notificationKeys } from './notification-keys';

/** Marks one notification read ({id}) or all ({all: 1}); the list and the badges follow. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationReadBody) =>
      request<{ unread: number }>(API.notificationRead, { method: 'POST', body }),
    onSuccess: (result) => {
      queryClient.setQueryData(notificationKeys.unread(), result);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
    },
  });
}
