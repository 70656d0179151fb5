import { API } from '@lawbridge/contract';
import type { AdminStrikeLiftBody } from '@lawbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAll } from '../../../lib/invalidate';
import { request } from '../../../lib/request';
import { appealsQueryKey } from '../../appeals/api/get-appeals';
import { auditLogQueryKey } from '../../audit-log/api/get-audit-log';
import { lawyersQueryKey } from '../../lawyers/api/get-lawyers';
import { strikesQueryKey } from './get-strikes';

/** 解除暂停 (audited): the strikes, the appeal queue's flags, the lawyers and the log change. */
export function useLiftPause() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminStrikeLiftBody) =>
      request<null>(API.admin.lawyerStrikeLift, { method: 'POST', body }),
    onSuccess: () =>
      invalidateAll(queryClient, [strikesQueryKey, appealsQueryKey, lawyersQueryKey, auditLogQueryKey]),
  });
}
