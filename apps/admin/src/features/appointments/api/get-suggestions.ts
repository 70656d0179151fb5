import { API } from '@lawbridge/contract';
import type { DispatchSuggestion } from '@lawbridge/contract';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { appointmentsQueryKey } from './get-appointments';

export function getSuggestions(orderNo: string, signal?: AbortSignal): Promise<DispatchSuggestion[]> {
  return request<DispatchSuggestion[]>(API.admin.appointmentSuggestions, {
    query: { order_no: orderNo },
    signal,
  });
}

/** Lawyers to offer an appointment to, best first; nothing while `orderNo` is undefined. */
export function useSuggestions(orderNo: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: [...appointmentsQueryKey, 'suggestions', orderNo],
      queryFn: orderNo === undefined ? skipToken : ({ signal }) => getSuggestions(orderNo, signal),
      // Who is 接单中 changes while an operator looks: ask again each time the panel opens.
      staleTime: 0,
    }),
  );
}
