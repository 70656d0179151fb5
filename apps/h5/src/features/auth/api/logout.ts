import { API } from '@lawbridge/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useSession } from '../../../lib/session/session-store';

export function logout(): Promise<unknown> {
  return request<unknown>(API.logout, { method: 'POST', loading: '退出中…' });
}

/** Revokes the token on the server, then clears the session whatever the server said. */
export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onSettled: () => useSession.getState().logout(),
  });
}
