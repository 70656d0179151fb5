import { API, type LoginBody, type LoginResult, type UserInfo } from '@lawbridge/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { loadSessionUser } from '../../../app/load-session-user';
import { request } from '../../../lib/request';
import { landingSide } from '../../../lib/session/remembered-side';
import { useSession } from '../../../lib/session/session-store';

export function login(body: LoginBody): Promise<LoginResult> {
  return request<LoginResult>(API.login, { method: 'POST', body, loading: '登录中…' });
}

/**
 * Logs in, keeps the token, loads the user info (and a lawyer's profile) into the session, and puts the
 * session on the side the user lands on (a certified lawyer on the side last used on this device).
 */
export async function signIn(body: LoginBody, queryClient: QueryClient): Promise<UserInfo> {
  const { token } = await login(body);
  useSession.getState().setToken(token);
  const user = await loadSessionUser(queryClient);
  useSession.setState({ type: landingSide(user) });
  return user;
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: LoginBody) => signIn(body, queryClient) });
}
