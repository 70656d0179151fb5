import { API, type UserInfo } from '@lawbridge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useSession } from '../../../lib/session/session-store';
import { userKeys } from './user-keys';

export function getUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  return request<UserInfo>(API.userInfo, { signal });
}

/** Fetching user info also refreshes the session copy (and with it the customer/lawyer side). */
export function userInfoQueryOptions() {
  return queryOptions({
    queryKey: userKeys.info,
    queryFn: async ({ signal }) => {
      const user = await getUserInfo(signal);
      useSession.getState().setUser(user);
      return user;
    },
  });
}

export function useUserInfo() {
  const signedIn = useSession((state) => Boolean(state.token));
  return useQuery({ ...userInfoQueryOptions(), enabled: signedIn });
}
