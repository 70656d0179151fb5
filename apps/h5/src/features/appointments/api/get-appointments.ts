import { API, type AppointmentSummary, type Page } from '@lawbridge/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextPageOf } from '../../../lib/paging';
import { request } from '../../../lib/request';
import { APPOINTMENT_STALE_MS, appointmentKeys, type AppointmentFilter } from './appointment-keys';

export const APPOINTMENTS_PAGE_SIZE = 10;

/** One page of the customer's own appointments (预约记录), newest first. */
export function getAppointments(
  filter: AppointmentFilter,
  page: number,
  signal?: AbortSignal,
): Promise<Page<AppointmentSummary>> {
  return request<Page<AppointmentSummary>>(API.appointments, {
    query: { group: filter === 'all' ? undefined : filter, page, page_size: APPOINTMENTS_PAGE_SIZE },
    signal,
  });
}

export const appointmentsQueryOptions = (filter: AppointmentFilter) =>
  infiniteQueryOptions({
    staleTime: APPOINTMENT_STALE_MS,
    queryKey: appointmentKeys.customerList(filter),
    queryFn: ({ pageParam, signal }) => getAppointments(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

/** The customer's appointments in `filter`, page by page. */
export const useAppointments = (filter: AppointmentFilter) =>
  useInfiniteQuery(appointmentsQueryOptions(filter));
