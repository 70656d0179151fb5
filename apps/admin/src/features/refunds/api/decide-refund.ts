import { API } from '@lawbridge/contract';
import type { RefundDecisionBody } from '@lawbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAll } from '../../../lib/invalidate';
import { request } from '../../../lib/request';
import { auditLogQueryKey } from '../../audit-log/api/get-audit-log';
import { dashboardQueryKey } from '../../dashboard/api/get-dashboard-summary';
import { serviceOrdersQueryKey } from '../../service-orders/api/get-service-orders';
import { refundRequestsQueryKey } from './get-refund-requests';

export function decideRefund(body: RefundDecisionBody): Promise<null> {
  return request<null>(API.admin.refundDecision, { method: 'POST', body });
}

/**
 * 全额退款, 部分退款 or 不予退款: the queue, the orders, the 工作台 and the log all change. Also after a
 * refusal (decided already, or the lawyer's answer time not over): the queue then shows what is true now.
 */
export function useDecideRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideRefund,
    onSettled: () =>
      invalidateAll(queryClient, [
        refundRequestsQueryKey,
        serviceOrdersQueryKey,
        dashboardQueryKey,
        auditLogQueryKey,
      ]),
  });
}
