import { API, type ServiceOrderCreateBody, type ServiceOrderDetail } from '@lawbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { serviceOrderKeys } from './service-order-keys';

/** 提交订单: creates the unpaid order (PRODUCT §6); the answer is the order as its customer sees it. */
export function createServiceOrder(body: ServiceOrderCreateBody): Promise<ServiceOrderDetail> {
  return request<ServiceOrderDetail>(API.serviceOrders, { method: 'POST', body, loading: '提交中…' });
}

export function useCreateServiceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createServiceOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(serviceOrderKeys.detail(order.order_no), order);
      void queryClient.invalidateQueries({ queryKey: serviceOrderKeys.all, refetchType: 'none' });
    },
  });
}
