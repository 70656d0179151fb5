import { API } from '@lawbridge/contract';
import type { lawyerEnabledBody } from '@lawbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { invalidateAll } from '../../../lib/invalidate';
import { request } from '../../../lib/request';
import { auditLogQueryKey } from '../../audit-log/api/get-audit-log';
import { lawyersQueryKey } from './get-lawyers';

export type LawyerEnabledBody = z.infer<typeof lawyerEnabledBody>;

export function setLawyerEnabled(body: LawyerEnabledBody): Promise<null> {
  return request<null>(API.admin.lawyerEnabled, { method: 'POST', body });
}

/** Disables a lawyer (gone from the directory, no new orders) or enables them again. */
export function useSetLawyerEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLawyerEnabled,
    onSuccess: () => invalidateAll(queryClient, [lawyersQueryKey, auditLogQueryKey]),
  });
}
