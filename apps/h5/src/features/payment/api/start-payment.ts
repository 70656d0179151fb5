import { API, type PaymentBody, type PaymentLaunch } from '@lawbridge/contract';
import { request } from '../../../lib/request';
import { sceneOfOrder } from '../payable-orders';

/** Where the page pays from: WeChat's browser (with the page WeChat's OAuth returns to) or elsewhere. */
export type PaymentPlace = { client: 'wechat'; return_url: string } | { client: 'browser' };

/**
 * Asks the payment provider to launch the payment of an unpaid service order or appointment (seed POST
 * /payment; the scene is the order's kind, read from its number).
 * Outside WeChat the body stays the seed's; the server takes a missing `client` as `browser`.
 */
export function startPayment(
  orderNo: string,
  place: PaymentPlace = { client: 'browser' },
): Promise<PaymentLaunch> {
  const body: PaymentBody = {
    app_scene: 'h5',
    scene: sceneOfOrder(orderNo),
    order_no: orderNo,
    ...(place.client === 'wechat' ? place : {}),
  };
  return request<PaymentLaunch>(API.payment, { method: 'POST', body, loading: '正在发起支付…' });
}
