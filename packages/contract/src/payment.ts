import { z } from 'zod';
import { oneOf } from './fields';
import { orderNoField } from './service-order';
import { wechatOauthLaunch, wechatPaymentFields } from './wechat';

/**
 * POST /payment (seed §7: `app_scene` 'h5' plus the order): a service order, an appointment or a document order.
 * `client` and `return_url` matter with the wechat provider only (wechat.ts).
 */
export const paymentBody = z.object({
  app_scene: oneOf('支付场景', ['h5'] as const),
  scene: oneOf('订单类型', ['service', 'appointment', 'document'] as const),
  order_no: orderNoField,
  ...wechatPaymentFields,
});
export type PaymentBody = z.infer<typeof paymentBody>;

/** What the client needs to pay: the sandbox cashier, WeChat JSAPI parameters, or a Native-pay QR code. */
export const paymentLaunch = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sandbox'), cashier_url: z.string(), payment_id: z.string() }),
  z.object({
    kind: z.literal('jsapi'),
    jsapi: z.object({
      appId: z.string(),
      timeStamp: z.string(),
      nonceStr: z.string(),
      package: z.string(),
      signType: z.literal('RSA'),
      paySign: z.string(),
    }),
  }),
  z.object({ kind: z.literal('native'), code_url: z.string() }),
  wechatOauthLaunch,
]);
export type PaymentLaunch = z.infer<typeof paymentLaunch>;

/** POST /payment/sandbox/confirm: the cashier's 确认支付. */
export const sandboxConfirmBody = z.object({ order_no: orderNoField });
