import { API, type CallOverview, type ServiceOrderStateKey } from '@lawbridge/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { callKeys } from './call-keys';

/** Whether the order's parties may call now, the middle number while it is valid, and the calls so far. */
export function getOrderCall(orderNo: string, signal?: AbortSignal): Promise<CallOverview> {
  return request<CallOverview>(API.call, { query: { order_no: orderNo }, signal });
}

/** Asked only for a 电话咨询 order the lawyer has accepted (`enabled`). */
export const useOrderCall = (orderNo: string, state: ServiceOrderStateKey, enabled: boolean) =>
  useQuery({
    queryKey: callKeys.order(orderNo, state),
    queryFn: ({ signal }) => getOrderCall(orderNo, signal),
    staleTime: 0,
    enabled: enabled && orderNo !== '',
  });
