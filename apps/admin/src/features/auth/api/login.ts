import { API } from '@lawbridge/contract';
import type { OperatorLoginBody, OperatorLoginResult } from '@lawbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operatorToken } from '../../../lib/operator-token';
import { request } from '../../../lib/request';
import { meQueryKey } from './get-me';

/** Refusals (wrong password, lockout) are shown on the form, so the request stays quiet. */
export function login(body: OperatorLoginBody): Promise<OperatorLoginResult> {
  return request<OperatorLoginResult>(API.admin.login, { method: 'POST', body, quiet: true });
}

/** Logs in, drops whatever a previous operator had cached, and keeps the new token. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      queryClient.clear();
      operatorToken.set(result.token);
      queryClient.setQueryData(meQueryKey, result.operator);
    },
  });
}
