import { API } from '@lawbridge/contract';
import type { UserBanBody, UserUnbanBody } from '@lawbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAll } from '../../../lib/invalidate';
import { request } from '../../../lib/request';
import { auditLogQueryKey } from '../../audit-log/api/get-audit-log';
import { lawyersQueryKey } from '../../lawyers/api/get-lawyers';
import { usersQueryKey } from './get-users';

/** A ban also takes the user's lawyer out of the directory, so the lawyers list is stale too. */
const CHANGED = [usersQueryKey, lawyersQueryKey, auditLogQueryKey];

/** Bans a user: their sessions end and login is refused, naming the reason. */
export function useBanUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserBanBody) => request<null>(API.admin.userBan, { method: 'POST', body }),
    onSuccess: () => invalidateAll(queryClient, CHANGED),
  });
}

/** Lifts a ban: the user may log in again, a lawyer the ban hid is listed again. */
export function useUnbanUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserUnbanBody) => request<null>(API.admin.userUnban, { method: 'POST', body }),
    onSuccess: () => invalidateAll(queryClient, CHANGED),
  });
}
