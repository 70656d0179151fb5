import { API } from '@lawbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { storePaidOrder, type PayableOrder } from '../payable-orders';

/**
 * 模拟收银台's 确认支付: the sandbox pays through the same notify path as a real provider; the answer is
 * the order (a service order or an appointment) as its customer sees it now.
 */
export function confirmSandboxPayment(orderNo: string): Promise<PayableOrder> {
  return request<PayableOrder>(API.sandboxConfirm, {
    method: 'POST',
    body: { order_no: orderNo },
    loading: '支付中…',
  });
}

export function useConfirmSandboxPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmSandboxPayment,
    onSuccess: (order) => storePaidOrder(queryClient, order),
  });
}
