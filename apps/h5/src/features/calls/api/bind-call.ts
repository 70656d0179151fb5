import { API, type CallBinding, type CallOverview, type ServiceOrderStateKey } from '@lawbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { callKeys } from './call-keys';

/** The order's middle number: the valid one, or one bound anew after the last ran out. */
export function bindCall(orderNo: string): Promise<CallBinding> {
  return request<CallBinding>(API.callBind, { method: 'POST', body: { order_no: orderNo }, loading: true });
}

/** The number goes straight into the order's call overview; a refusal has been shown as a toast. */
export function useBindCall(orderNo: string, state: ServiceOrderStateKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => bindCall(orderNo),
    onSuccess: (binding) => {
      queryClient.setQueryData<CallOverview>(callKeys.order(orderNo, state), (overview) =>
        overview ? { ...overview, binding } : overview,
      );
    },
  });
}
