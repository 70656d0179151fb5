import { API } from '@lawbridge/contract';
import type { AdminServiceOrderDetail, ServiceOrderInterventionBody } from '@lawbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAll } from '../../../lib/invalidate';
import { request } from '../../../lib/request';
import { auditLogQueryKey } from '../../audit-log/api/get-audit-log';
import { dashboardQueryKey } from '../../dashboard/api/get-dashboard-summary';
import { serviceOrdersQueryKey } from './get-service-orders';

/**
 * 取消订单并全额退款 or 部分退款 of a paid order in progress. Refused or not, the orders, the 工作台 and the
 * log load again; the refusal is shown in the dialog, so no toast repeats it.
 */
export function useInterveneServiceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ServiceOrderInterventionBody) =>
      request<AdminServiceOrderDetail>(API.admin.serviceOrderIntervene, {
        method: 'POST',
        body,
        quiet: true,
      }),
    onSettled: () => invalidateAll(queryClient, [serviceOrdersQueryKey, dashboardQueryKey, auditLogQueryKey]),
  });
}
