import { API, type AppointmentSummary, type Page } from '@lawbridge/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextPageOf } from '../../../lib/paging';
import { request } from '../../../lib/request';
import { APPOINTMENT_STALE_MS, appointmentKeys, type LawyerAppointmentGroup } from './appointment-keys';

/** One page of the signed-in lawyer's appointments: waiting for their answer, upcoming, or all. */
export function getLawyerAppointments(
  group: LawyerAppointmentGroup,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<Page<AppointmentSummary>> {
  return request<Page<AppointmentSummary>>(API.lawyerAppointments, {
    query: { group, page, page_size: pageSize },
    signal,
  });
}

export const lawyerAppointmentsQueryOptions = (group: LawyerAppointmentGroup, pageSize: number) =>
  infiniteQueryOptions({
    staleTime: APPOINTMENT_STALE_MS,
    queryKey: appointmentKeys.lawyerList(group, pageSize),
    queryFn: ({ pageParam, signal }) => getLawyerAppointments(group, pageParam, pageSize, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

/** The lawyer's appointments in `group`, `pageSize` at a time (the total counts them all). */
export const useLawyerAppointments = (group: LawyerAppointmentGroup, pageSize = 10) =>
  useInfiniteQuery(lawyerAppointmentsQueryOptions(group, pageSize));
