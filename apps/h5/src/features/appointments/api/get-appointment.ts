import { API, type AppointmentDetail } from '@lawbridge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { APPOINTMENT_STALE_MS, appointmentKeys } from './appointment-keys';

/** One appointment as its customer or its assigned lawyer sees it: timeline and the actions open to them. */
export function getAppointment(orderNo: string, signal?: AbortSignal): Promise<AppointmentDetail> {
  return request<AppointmentDetail>(API.appointmentDetail, { query: { order_no: orderNo }, signal });
}

export const appointmentQueryOptions = (orderNo: string) =>
  queryOptions({
    staleTime: APPOINTMENT_STALE_MS,
    queryKey: appointmentKeys.detail(orderNo),
    queryFn: ({ signal }) => getAppointment(orderNo, signal),
  });

/** The appointment `orderNo`; idle for an empty number (the page shows its not-found state). */
export const useAppointment = (orderNo: string) =>
  useQuery({ ...appointmentQueryOptions(orderNo), enabled: orderNo !== '' });
