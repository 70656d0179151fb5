import { API } from '@lawbridge/contract';
import type { AdminAppointmentItem, AppointmentStateKey, Page } from '@lawbridge/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import type { Paging } from '../../../lib/use-list-search';

export interface AppointmentFilters {
  state?: AppointmentStateKey;
  order_no?: string;
  /** The start of the customer's phone. */
  customer_phone?: string;
}

export type AppointmentListParams = Paging & AppointmentFilters;

/** Every appointment query (lists, the dispatch queue, details, suggestions) lives under this key. */
export const appointmentsQueryKey = ['appointments'] as const;

export function getAppointments(
  params: AppointmentListParams,
  signal?: AbortSignal,
): Promise<Page<AdminAppointmentItem>> {
  return request<Page<AdminAppointmentItem>>(API.admin.appointments, { query: { ...params }, signal });
}

export function appointmentsQueryOptions(params: AppointmentListParams) {
  return queryOptions({
    queryKey: [...appointmentsQueryKey, 'list', params],
    queryFn: ({ signal }) => getAppointments(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of appointments, newest first. */
export function useAppointments(params: AppointmentListParams) {
  return useQuery(appointmentsQueryOptions(params));
}
