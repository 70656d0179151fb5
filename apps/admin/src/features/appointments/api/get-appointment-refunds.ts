import { API } from '@lawbridge/contract';
import type { AdminAppointmentRefundItem, Page } from '@lawbridge/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import type { RefundRequestListParams } from '../../refunds/api/get-refund-requests';

export const appointmentRefundsQueryKey = ['appointment-refunds'] as const;

export function getAppointmentRefunds(
  params: RefundRequestListParams,
  signal?: AbortSignal,
): Promise<Page<AdminAppointmentRefundItem>> {
  return request<Page<AdminAppointmentRefundItem>>(API.admin.appointmentRefunds, {
    query: { ...params },
    signal,
  });
}

export function appointmentRefundsQueryOptions(params: RefundRequestListParams) {
  return queryOptions({
    queryKey: [...appointmentRefundsQueryKey, params],
    queryFn: ({ signal }) => getAppointmentRefunds(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of appointment refund reviews of one state; open ones oldest first. */
export function useAppointmentRefunds(params: RefundRequestListParams) {
  return useQuery(appointmentRefundsQueryOptions(params));
}
