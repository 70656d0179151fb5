import { API } from '@lawbridge/contract';
import type { RefundDecisionBody } from '@lawbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAll } from '../../../lib/invalidate';
import { request } from '../../../lib/request';
import { auditLogQueryKey } from '../../audit-log/api/get-audit-log';
import { dashboardQueryKey } from '../../dashboard/api/get-dashboard-summary';
import { appointmentRefundsQueryKey } from './get-appointment-refunds';
import { appointmentsQueryKey } from './get-appointments';

export function decideAppointmentRefund(body: RefundDecisionBody): Promise<null> {
  return request<null>(API.admin.appointmentRefundDecision, { method: 'POST', body });
}

/**
 * 全额退款, 部分退款 or 不予退款 on an appointment: the review queue, the appointments and the log change.
 * Also after a refusal (another operator decided first): the queue then shows what is true now.
 */
export function useDecideAppointmentRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideAppointmentRefund,
    onSettled: () =>
      invalidateAll(queryClient, [
        appointmentRefundsQueryKey,
        appointmentsQueryKey,
        dashboardQueryKey,
        auditLogQueryKey,
      ]),
  });
}
