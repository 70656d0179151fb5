import { API } from '@lawbridge/contract';
import { useMutation } from '@tanstack/react-query';
import { operatorToken } from '../../../lib/operator-token';
import { request } from '../../../lib/request';

export function logout(): Promise<null> {
  return request<null>(API.admin.logout, { method: 'POST', body: {} });
}

/** Revokes the token on the server; locally the session ends even if that call fails. */
export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onSettled: () => operatorToken.clear(),
  });
}
