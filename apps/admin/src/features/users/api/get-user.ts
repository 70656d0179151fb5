import { API } from '@lawbridge/contract';
import type { AdminUserDetail } from '@lawbridge/contract';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { usersQueryKey } from './get-users';

export function getUser(uuid: string, signal?: AbortSignal): Promise<AdminUserDetail> {
  return request<AdminUserDetail>(`${API.admin.users}/${encodeURIComponent(uuid)}`, { signal });
}

/** One user's detail, under the list's key so a ban refreshes it too; idle while `uuid` is undefined. */
export function useUser(uuid: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: [...usersQueryKey, 'detail', uuid],
      queryFn: uuid === undefined ? skipToken : ({ signal }) => getUser(uuid, signal),
    }),
  );
}
