/**
 * Every external payment party sits behind `PaymentProvider` (PRODUCT §8). One implementation per party,
 * chosen by `PAYMENT_PROVIDER` in `createPaymentProviders()` (./index.ts): `sandbox` (模拟收银台, default)
 * and `wechat` (WeChat Pay API v3). All amounts are integer fen; all times UTC epoch ms.
 *
 * How the order side uses it:
 * - `create()` when the customer pays (`POST /api/v1/payment`): hand `PaymentLaunch` to the client as is.
 *   Calling it again for the same unpaid order is allowed (same amount): the provider answers it again.
 * - The notify route (`POST /api/v1/payment/notify/<provider name>`, unauthenticated) passes the request's
 *   headers and its body *exactly as received* (register a content-type parser with `parseAs: 'string'` in
 *   that route's scope; re-serialised JSON no longer matches the signature) to `verifyNotify()`:
 *   - it throws `NotifyRefusedError` for a forged, stale, undecryptable or malformed notify: log it and
 *     answer `provider.notifyAnswer('refused')` (the party retries later);
 *   - otherwise it returns a verified `PaymentNotifyEvent` or `RefundNotifyEvent`. The provider has checked
 *     authenticity only: the order side checks the order exists and the amount equals the order's, applies
 *     the transition exactly once (a duplicate changes nothing) and answers `notifyAnswer('accepted')`, or
 *     `notifyAnswer('refused')` when it could not record the event (unknown order, wrong amount, database
 *     down), so the party sends it again.
 * - Reconciliation (timer): `query()` a payment still unconfirmed; a `paid` status carries the same fields
 *   as a payment event (`paymentEventOf(status)` makes one) and goes through the same handler. Refunds
 *   still `processing`: `queryRefund()`.
 * - Expiry / customer cancel: `close()`; it answers the state afterwards, which is `paid` when the payment
 *   beat the close (apply it, then refund it as a payment for a closed order).
 * - Refunds: `refund()` with a refund number unique per refund (calling it again with the same number is
 *   safe: the party answers the existing refund). `success` is final; `processing` waits for the refund
 *   notify or `queryRefund()`; `closed` / `abnormal` failed (money did not move back).
 *
 * Provider failures (network, refused requests, bad answers) throw `PaymentProviderError`.
 */

export type PaymentProviderName = 'sandbox' | 'wechat';

export interface CreatePaymentInput {
  /** Our order number (WeChat `out_trade_no`): 6–32 letters, digits, `_-|*`. */
  order_no: string;
  /** Fen, > 0. */
  amount: number;
  /** What the payer sees, e.g. `律桥-图文咨询`; cut to 127 characters. */
  description: string;
  /** The provider refuses payment after this time (the order's 15-minute expiry). */
  expires_at: number;
  /** The payer's openid for this app (inside WeChat) → JSAPI; absent → Native QR code (wechat). */
  openid?: string | null;
  /** The payer's address, when known (WeChat `scene_info.payer_client_ip`). */
  client_ip?: string | null;
}

/** What the H5 client needs to take the payment. */
export type PaymentLaunch =
  | {
      kind: 'sandbox';
      /** H5 route of the 模拟收银台, e.g. `/pages/common/cashier?order_no=S2025…`. */
      cashier_url: string;
      /** The sandbox's id for this payment. */
      payment_id: string;
    }
  | {
      kind: 'jsapi';
      /** Parameters for `WeixinJSBridge.invoke('getBrandWCPayRequest', …)`, signed with the merchant key. */
      jsapi: {
        appId: string;
        timeStamp: string;
        nonceStr: string;
        package: string;
        signType: 'RSA';
        paySign: string;
      };
    }
  | {
      kind: 'native';
      /** `weixin://wxpay/bizpayurl?pr=…`: show it as a QR code and poll the order until it is paid. */
      code_url: string;
    };

/** A payment the provider has confirmed (from a notify or from `query()`). */
export interface PaymentNotifyEvent {
  kind: 'payment';
  order_no: string;
  /** The provider's payment id (WeChat `transaction_id`). */
  transaction_id: string;
  /** Fen, the order total paid (compare it with the order's amount). */
  amount: number;
  paid_at: number;
}

export type RefundState = 'success' | 'processing' | 'closed' | 'abnormal';

/** A refund's outcome reported by the provider. Notifies only carry final states (not `processing`). */
export interface RefundNotifyEvent {
  kind: 'refund';
  refund_no: string;
  order_no: string;
  /** Fen refunded by this refund. */
  amount: number;
  status: Exclude<RefundState, 'processing'>;
  /** The provider's refund id. */
  refund_id: string;
  /** When it succeeded (status `success`), else null. */
  succeeded_at: number | null;
}

export type PaymentEvent = PaymentNotifyEvent | RefundNotifyEvent;

/** A payment at the provider. `paid` is final; WeChat reports a paid-then-refunded order as `paid` too. */
export type PaymentStatus =
  | ({ state: 'paid' } & Omit<PaymentNotifyEvent, 'kind'>)
  | {
      /** unpaid: waiting; paying: the payer is entering a password; failed: the payment attempt failed
       *  (may be retried until the order expires); closed: closed or expired, can never be paid;
       *  not_found: never created there. */
      state: 'unpaid' | 'paying' | 'failed' | 'closed' | 'not_found';
      order_no: string;
    };

export interface RefundInput {
  order_no: string;
  /** Our refund number (WeChat `out_refund_no`), unique per refund. */
  refund_no: string;
  /** Fen refunded now, > 0. */
  amount: number;
  /** Fen, the order's total as paid (the provider checks it). */
  total: number;
  /** Shown to the payer, optional. */
  reason?: string;
}

export type RefundStatus =
  | {
      state: RefundState;
      refund_no: string;
      order_no: string;
      amount: number;
      refund_id: string;
      succeeded_at: number | null;
    }
  | { state: 'not_found'; refund_no: string };

/** A notify as received over HTTP: header names in any case, the body byte-for-byte as a string. */
export interface IncomingNotify {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

/** How to answer the party's notify request. Send `body` as JSON when present, nothing otherwise. */
export interface NotifyAnswer {
  status: number;
  body?: { code: string; message: string };
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  create(input: CreatePaymentInput): Promise<PaymentLaunch>;
  query(order_no: string): Promise<PaymentStatus>;
  /** Closes an unpaid payment (idempotent) and answers the state afterwards. */
  close(order_no: string): Promise<PaymentStatus>;
  refund(input: RefundInput): Promise<RefundStatus & { state: RefundState }>;
  queryRefund(refund_no: string): Promise<RefundStatus>;
  /** Verifies and decodes a notify; throws `NotifyRefusedError` when it must not be trusted. */
  verifyNotify(notify: IncomingNotify): Promise<PaymentEvent>;
  notifyAnswer(outcome: 'accepted' | 'refused'): NotifyAnswer;
}

export type NotifyRefusal =
  /** Signature headers missing or the body not what the party sends. */
  | 'malformed'
  /** Signed by a key we do not know (serial / key id). */
  | 'unknown_key'
  | 'bad_signature'
  /** Timestamp more than 5 minutes from our clock: replayed or delayed. */
  | 'stale_timestamp'
  /** Authentic envelope whose resource does not decrypt under our key (tampered or not for us). */
  | 'undecryptable'
  /** Authentic but about something we did not ask for (another merchant, an event type we do not handle). */
  | 'unsupported';

export class NotifyRefusedError extends Error {
  override name = 'NotifyRefusedError';

  constructor(
    readonly reason: NotifyRefusal,
    detail: string,
  ) {
    super(`payment notify refused (${reason}): ${detail}`);
  }
}

export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';

  constructor(
    readonly provider: PaymentProviderName,
    /** The party's error code (e.g. WeChat `ORDERPAID`, `NOT_ENOUGH`), or `network` / `bad_answer`. */
    readonly code: string,
    message: string,
    /** HTTP status of the party's answer, when there was one. */
    readonly status: number | null = null,
    options?: { cause?: unknown },
  ) {
    super(`${provider}: ${code}: ${message}`, options);
  }
}

/** Notifies older or newer than this (by our clock) are refused as replays. */
export const NOTIFY_MAX_AGE_MS = 5 * 60 * 1000;

/** A `paid` status as the payment event the notify handler takes. */
export function paymentEventOf(status: PaymentStatus & { state: 'paid' }): PaymentNotifyEvent {
  return {
    kind: 'payment',
    order_no: status.order_no,
    transaction_id: status.transaction_id,
    amount: status.amount,
    paid_at: status.paid_at,
  };
}

/** Reads one header whatever its case; repeated headers count as absent. */
export function headerValue(headers: IncomingNotify['headers'], name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === wanted) return typeof value === 'string' ? value : undefined;
  }
  return undefined;
}
