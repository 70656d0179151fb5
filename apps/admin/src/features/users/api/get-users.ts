import { API } from '@lawbridge/contract';
import type { AdminUserItem, Page } from '@lawbridge/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import type { Paging } from '../../../lib/use-list-search';

export interface UserListParams extends Paging {
  /** A whole phone, a phone's last 4 digits, or part of the nickname. */
  keyword?: string;
  /** Absent: banned or not. */
  banned?: 0 | 1;
}

export const usersQueryKey = ['users'] as const;

export function getUsers(params: UserListParams, signal?: AbortSignal): Promise<Page<AdminUserItem>> {
  return request<Page<AdminUserItem>>(API.admin.users, { query: { ...params }, signal });
}

/** One page of users, newest first; the previous page stays on screen while the next one loads. */
export function useUsers(params: UserListParams) {
  return useQuery(
    queryOptions({
      queryKey: [...usersQueryKey, params],
      queryFn: ({ signal }) => getUsers(params, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
