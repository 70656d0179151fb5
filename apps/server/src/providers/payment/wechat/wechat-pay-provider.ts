import { Formatter, Rsa, type Decorator } from 'wechatpay-axios-plugin';
import type { z } from 'zod';
import type { WechatConfig } from '../../../config';
import type { Clock } from '../../../core/clock';
import {
  PaymentProviderError,
  type CreatePaymentInput,
  type IncomingNotify,
  type NotifyAnswer,
  type PaymentEvent,
  type PaymentLaunch,
  type PaymentProvider,
  type PaymentStatus,
  type RefundInput,
  type RefundState,
  type RefundStatus,
} from '../payment-provider';
import {
  paymentStatusOf,
  refundSchema,
  refundStateSchema,
  refundStatusOf,
  rfc3339Shanghai,
  transactionSchema,
} from './wechat-pay-format';
import { createWechatPayClient, isHttpError, wechatErrorOf, type Answer } from './wechat-pay-client';
import type { WechatPayKeys } from './wechat-pay-keys';
import { verifyWechatNotify } from './wechat-pay-notify';

const refundAnswerSchema = refundSchema.extend({ status: refundStateSchema });

/**
 * WeChat Pay API v3 (PAYMENT_PROVIDER=wechat), direct merchant mode, through the signing and verifying
 * client of wechat-pay-client.ts. Notifies: wechat-pay-notify.ts.
 *
 * JSAPI inside WeChat (needs the payer's openid for `WECHAT_APPID`), Native (`code_url`) elsewhere; both
 * carry `time_expire` = the order's expiry, so WeChat refuses a late payment by itself.
 */
export class WechatPayProvider implements PaymentProvider {
  readonly name = 'wechat' as const;
  private readonly api: Decorator;

  constructor(
    private readonly config: WechatConfig,
    private readonly keys: WechatPayKeys,
    private readonly clock: Clock,
  ) {
    this.api = createWechatPayClient(config, keys);
  }

  async create(input: CreatePaymentInput): Promise<PaymentLaunch> {
    const body = {
      appid: this.config.appId,
      mchid: this.config.mchid,
      description: input.description.slice(0, 127),
      out_trade_no: input.order_no,
      time_expire: rfc3339Shanghai(input.expires_at),
      notify_url: this.config.notifyUrl,
      amount: { total: input.amount, currency: 'CNY' },
      ...(input.client_ip ? { scene_info: { payer_client_ip: input.client_ip } } : {}),
    };
    if (!input.openid) {
      const answer = await this.call<{ code_url?: string }>('v3/pay/transactions/native', 'post', body);
      if (!answer.data.code_url) throw this.badAnswer('native prepay without code_url');
      return { kind: 'native', code_url: answer.data.code_url };
    }
    const answer = await this.call<{ prepay_id?: string }>('v3/pay/transactions/jsapi', 'post', {
      ...body,
      payer: { openid: input.openid },
    });
    if (!answer.data.prepay_id) throw this.badAnswer('jsapi prepay without prepay_id');
    return { kind: 'jsapi', jsapi: this.jsapiParameters(answer.data.prepay_id) };
  }

  /** The `getBrandWCPayRequest` parameters: paySign = SHA256-RSA(appId\ntimeStamp\nnonceStr\npackage\n). */
  jsapiParameters(prepayId: string): Extract<PaymentLaunch, { kind: 'jsapi' }>['jsapi'] {
    const appId = this.config.appId;
    const timeStamp = String(Math.floor(this.clock.now() / 1000));
    const nonceStr = Formatter.nonce();
    const pkg = `prepay_id=${prepayId}`;
    const paySign = Rsa.sign(
      Formatter.joinedByLineFeed(appId, timeStamp, nonceStr, pkg),
      this.keys.merchantPrivateKey,
    );
    return { appId, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign };
  }

  async query(orderNo: string): Promise<PaymentStatus> {
    let answer: Answer<unknown>;
    try {
      answer = await this.call(
        `v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}`,
        'get',
        undefined,
        {
          params: { mchid: this.config.mchid },
        },
      );
    } catch (error) {
      if (error instanceof PaymentProviderError && error.code === 'ORDER_NOT_EXIST') {
        return { state: 'not_found', order_no: orderNo };
      }
      throw error;
    }
    const transaction = this.parse(transactionSchema, answer.data, 'transaction');
    try {
      return paymentStatusOf(transaction);
    } catch (error) {
      throw this.badAnswer((error as Error).message);
    }
  }

  async close(orderNo: string): Promise<PaymentStatus> {
    try {
      await this.call(`v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}/close`, 'post', {
        mchid: this.config.mchid,
      });
    } catch (error) {
      // Paid, already closed or never created: the query below tells which.
      const settled = ['ORDERPAID', 'ORDER_CLOSED', 'ORDER_NOT_EXIST'];
      if (!(error instanceof PaymentProviderError && settled.includes(error.code))) throw error;
    }
    return this.query(orderNo);
  }

  async refund(input: RefundInput): Promise<RefundStatus & { state: RefundState }> {
    const answer = await this.call('v3/refund/domestic/refunds', 'post', {
      out_trade_no: input.order_no,
      out_refund_no: input.refund_no,
      ...(input.reason ? { reason: input.reason.slice(0, 80) } : {}),
      notify_url: this.config.notifyUrl,
      amount: { refund: input.amount, total: input.total, currency: 'CNY' },
    });
    const refund = this.parse(refundAnswerSchema, answer.data, 'refund');
    return refundStatusOf(refund, refund.status);
  }

  async queryRefund(refundNo: string): Promise<RefundStatus> {
    let answer: Answer<unknown>;
    try {
      answer = await this.call(`v3/refund/domestic/refunds/${encodeURIComponent(refundNo)}`, 'get');
    } catch (error) {
      if (error instanceof PaymentProviderError && error.code === 'RESOURCE_NOT_EXISTS') {
        return { state: 'not_found', refund_no: refundNo };
      }
      throw error;
    }
    const refund = this.parse(refundAnswerSchema, answer.data, 'refund');
    return refundStatusOf(refund, refund.status);
  }

  async verifyNotify(notify: IncomingNotify): Promise<PaymentEvent> {
    return verifyWechatNotify(
      {
        mchid: this.config.mchid,
        appId: this.config.appId,
        apiV3Key: this.config.apiV3Key,
        platformKeys: this.keys.platformKeys,
      },
      notify,
      this.clock.now(),
    );
  }

  /** WeChat Pay: 200/204 without a body means received; 4xx/5xx with `{code:'FAIL'}` makes it retry. */
  notifyAnswer(outcome: 'accepted' | 'refused'): NotifyAnswer {
    return outcome === 'accepted'
      ? { status: 204 }
      : { status: 500, body: { code: 'FAIL', message: '失败' } };
  }

  /** One signed request; refusals and verification failures become `PaymentProviderError`. */
  private async call<T = unknown>(
    path: string,
    method: 'get' | 'post',
    data?: object,
    config: { params?: Record<string, string> } = {},
  ): Promise<Answer<T>> {
    try {
      return await this.api.request<T>(path, method, data, config);
    } catch (error) {
      throw this.providerError(error);
    }
  }

  private providerError(error: unknown): PaymentProviderError {
    if (!isHttpError(error)) {
      return new PaymentProviderError('wechat', 'network', String(error), null, { cause: error });
    }
    const status = error.response?.status ?? null;
    const refusal = wechatErrorOf(error);
    if (refusal) {
      return new PaymentProviderError('wechat', refusal.code, refusal.message, refusal.status, {
        cause: error,
      });
    }
    // EV3_RES_* codes: an answer whose signature did not verify; otherwise no answer at all.
    const code = error.code?.startsWith('EV3_') ? error.code : 'network';
    return new PaymentProviderError('wechat', code, error.message, status, { cause: error });
  }

  private parse<S extends z.ZodType>(schema: S, data: unknown, what: string): z.infer<S> {
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw this.badAnswer(`unexpected ${what} answer`);
    return parsed.data;
  }

  private badAnswer(message: string): PaymentProviderError {
    return new PaymentProviderError('wechat', 'bad_answer', message);
  }
}
