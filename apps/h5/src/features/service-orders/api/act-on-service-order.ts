import { API, type ServiceOrderActionBody, type ServiceOrderDetail } from '@lawbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { isOrderList, serviceOrderKeys } from './service-order-keys';

/** Takes one lifecycle transition on an order (cancel, accept, deliver…); answers the order afterwards. */
export function actOnServiceOrder(body: ServiceOrderActionBody): Promise<ServiceOrderDetail> {
  return request<ServiceOrderDetail>(API.serviceOrderAction, { method: 'POST', body, loading: true });
}

/**
 * The order's new state goes straight into its detail; lists are refetched when next shown. A refusal
 * (e.g. 订单状态已变化，请刷新) has been shown as a toast; the detail is fetched again so the page is current.
 */
export function useActOnServiceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnServiceOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(serviceOrderKeys.detail(order.order_no), order);
      void queryClient.invalidateQueries({
        queryKey: serviceOrderKeys.all,
        predicate: isOrderList,
      });
    },
    onError: (_error, body) => {
      void queryClient.invalidateQueries({ queryKey: serviceOrderKeys.detail(body.order_no) });
    },
  });
}
