import { API } from '@lawbridge/contract';
import type { AdminAppointmentDetail } from '@lawbridge/contract';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { appointmentsQueryKey } from './get-appointments';

export function getAppointment(orderNo: string, signal?: AbortSignal): Promise<AdminAppointmentDetail> {
  return request<AdminAppointmentDetail>(`${API.admin.appointments}/${encodeURIComponent(orderNo)}`, {
    signal,
  });
}

/** Under the appointments' key, so a dispatch or refund decision refreshes the opened one too. */
export function appointmentQueryOptions(orderNo: string | undefined) {
  return queryOptions({
    queryKey: [...appointmentsQueryKey, 'detail', orderNo],
    queryFn: orderNo === undefined ? skipToken : ({ signal }) => getAppointment(orderNo, signal),
  });
}

/** One appointment with its timeline, offers, payments, refund requests and ledger lines; nothing while undefined. */
export function useAppointment(orderNo: string | undefined) {
  return useQuery(appointmentQueryOptions(orderNo));
}
