import { API } from '@lawbridge/contract';
import type { AdminAppealDecisionBody } from '@lawbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAll } from '../../../lib/invalidate';
import { request } from '../../../lib/request';
import { auditLogQueryKey } from '../../audit-log/api/get-audit-log';
import { strikesQueryKey } from '../../strikes/api/get-strikes';
import { appealsQueryKey } from './get-appeals';

export function decideAppeal(body: AdminAppealDecisionBody): Promise<null> {
  return request<null>(API.admin.appealDecision, { method: 'POST', body });
}

/** 全额退款, 部分退款 or 驳回: the queue, the opened appeal, the strikes and the log all change. */
export function useDecideAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideAppeal,
    onSuccess: () => invalidateAll(queryClient, [appealsQueryKey, strikesQueryKey, auditLogQueryKey]),
  });
}
