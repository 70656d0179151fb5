import { API } from '@lawbridge/contract';
import type { AdminAppointmentItem, Page } from '@lawbridge/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import type { Paging } from '../../../lib/use-list-search';
import { appointmentsQueryKey } from './get-appointments';

export function getDispatchQueue(params: Paging, signal?: AbortSignal): Promise<Page<AdminAppointmentItem>> {
  return request<Page<AdminAppointmentItem>>(API.admin.appointmentDispatch, { query: { ...params }, signal });
}

export function dispatchQueueQueryOptions(params: Paging) {
  return queryOptions({
    queryKey: [...appointmentsQueryKey, 'dispatch', params],
    queryFn: ({ signal }) => getDispatchQueue(params, signal),
    placeholderData: keepPreviousData,
    // Appointments are paid while an operator watches the queue.
    refetchInterval: 60_000,
  });
}

/** Paid appointments waiting for a lawyer to be assigned, oldest payment first. */
export function useDispatchQueue(params: Paging) {
  return useQuery(dispatchQueueQueryOptions(params));
}
