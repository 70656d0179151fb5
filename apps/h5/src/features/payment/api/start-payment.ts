import { API, type PaymentBody, type PaymentLaunch } from '@lawbridge/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/** Asks the payment provider to launch the payment of an unpaid service order (seed POST /payment). */
export function startPayment(orderNo: string): Promise<PaymentLaunch> {
  const body: PaymentBody = { app_scene: 'h5', scene: 'service', order_no: orderNo };
  return request<PaymentLaunch>(API.payment, { method: 'POST', body, loading: '正在发起支付…' });
}

export function useStartPayment() {
  return useMutation({ mutationFn: startPayment });
}
