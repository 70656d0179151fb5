import { API, type ServiceOrderDetail } from '@lawbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { isOrderList, serviceOrderKeys } from '../../service-orders/api/service-order-keys';

/** 模拟收银台's 确认支付: the sandbox pays through the same notify path as a real provider. */
export function confirmSandboxPayment(orderNo: string): Promise<ServiceOrderDetail> {
  return request<ServiceOrderDetail>(API.sandboxConfirm, {
    method: 'POST',
    body: { order_no: orderNo },
    loading: '支付中…',
  });
}

export function useConfirmSandboxPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmSandboxPayment,
    onSuccess: (order) => {
      queryClient.setQueryData(serviceOrderKeys.detail(order.order_no), order);
      void queryClient.invalidateQueries({
        queryKey: serviceOrderKeys.all,
        predicate: isOrderList,
      });
    },
  });
}
