/**
 * Money out to lawyers (PRODUCT §11) sits behind `PayoutProvider`, one implementation per party:
 * - `sandbox` (default for 微信零钱): a 模拟确认收款 page where the lawyer confirms or lets it expire; its
 *   confirmation reaches the server as a notify signed with the sandbox's key, through the same handler as
 *   a real party's;
 * - `wechat`: WeChat Pay 商家转账 (`POST /v3/fund-app/mch-transfer/transfer-bills`), the lawyer confirms inside
 *   WeChat with `WeixinJSBridge.invoke('requestMerchantTransfer', …)`;
 * - `manual`: a bank transfer to the lawyer's law firm made outside; an operator records it paid or failed.
 * `PAYOUT_PROVIDER` (sandbox | wechat) chooses who pays 微信零钱; 对公转账 to the firm is always `manual`.
 *
 * How the withdrawal side uses it:
 * - `create()` once the withdrawal is approved, with a bill number unique per attempt (WeChat `out_bill_no`).
 *   An answer that is not a clear yes or no (timeout, non-200, an unreadable body) throws
 *   `PayoutUnknownError`: the bill may exist at the party, so the caller queries it; it never re-issues under a
 *   new bill number until `query()` says the old one is final (`failed` / `cancelled`) or `not_found`.
 * - `query()` decides: a notify is only a hint (verify it, then query the bill it names), and so is the lawyer's
 *   confirmation in the H5 page (its callback proves nothing).
 * - `cancel()` while the lawyer has not confirmed (`wait_user_confirm`): the answer is `cancelling` or
 *   `cancelled`; funds go back only when a query says `cancelled`.
 * Amounts are integer fen; times UTC epoch ms.
 */

export type PayoutProviderName = 'sandbox' | 'wechat' | 'manual';

/** Who receives the money: a WeChat user (openid of our app, certified real name) or a law firm's account. */
export type Payee =
  | { kind: 'wechat'; openid: string; real_name: string }
  | { kind: 'bank'; account_name: string; bank_name: string; account_no: string };

export interface CreatePayoutInput {
  /** Our bill number (WeChat `out_bill_no`): 5–32 letters and digits, unique per attempt. */
  bill_no: string;
  /** Fen, > 0. */
  amount: number;
  payee: Payee;
  /** What the payee sees (WeChat `transfer_remark`, at most 32 characters), e.g. `律桥律师收入提现`. */
  remark: string;
}

/**
 * The bill at the party. WeChat's states, lower-cased: accepted → processing → wait_user_confirm →
 * transferring → success; failed; cancelling → cancelled. `success`, `failed` and `cancelled` are final.
 * `not_found`: the party has no such bill (it was never created there).
 */
export type PayoutState =
  | 'accepted'
  | 'processing'
  | 'wait_user_confirm'
  | 'transferring'
  | 'success'
  | 'failed'
  | 'cancelling'
  | 'cancelled'
  | 'not_found';

export const FINAL_PAYOUT_STATES: readonly PayoutState[] = ['success', 'failed', 'cancelled'];

export interface PayoutStatus {
  bill_no: string;
  state: PayoutState;
  /** The party's id for the bill (WeChat `transfer_bill_no`), null when it has none (manual, not_found). */
  party_bill_no: string | null;
  /** WeChat `package_info` while waiting for the payee's confirmation, else null. */
  package_info: string | null;
  /** Why it failed (WeChat `fail_reason`), else null. */
  fail_reason: string | null;
}

/** What the H5 needs so the lawyer can confirm receipt. */
export type PayoutConfirmation =
  | {
      kind: 'sandbox';
      /** H5 route of the 模拟确认收款 page, e.g. `/pages/lawyer/wallet/confirm?bill_no=W…`. */
      confirm_url: string;
    }
  | {
      kind: 'wechat';
      /** Parameters for `WeixinJSBridge.invoke('requestMerchantTransfer', …)`. */
      mchId: string;
      appId: string;
      package: string;
    };

/** A notify as received over HTTP: header names in any case, the body byte-for-byte as a string. */
export interface IncomingPayoutNotify {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

/** How to answer the party's notify request. Send `body` as JSON when present, nothing otherwise. */
export interface PayoutNotifyAnswer {
  status: number;
  body?: { code: string; message: string };
}

export interface PayoutProvider {
  readonly name: PayoutProviderName;
  /** Which payees it can pay. */
  readonly payeeKind: Payee['kind'];
  /** Throws `PayoutUnknownError` when the answer does not say whether the bill exists, `PayoutRefusedError` when it surely does not. */
  create(input: CreatePayoutInput): Promise<PayoutStatus>;
  query(bill_no: string): Promise<PayoutStatus>;
  cancel(bill_no: string): Promise<PayoutStatus>;
  /** The confirmation the lawyer needs while the bill waits for it (`wait_user_confirm`), else null. */
  confirmation(status: PayoutStatus): PayoutConfirmation | null;
  /** Verifies a notify and answers the bill it is about; throws `PayoutNotifyRefusedError` when it must not be trusted. */
  verifyNotify(notify: IncomingPayoutNotify): Promise<{ bill_no: string }>;
  notifyAnswer(outcome: 'accepted' | 'refused'): PayoutNotifyAnswer;
}

/** The party's answer did not tell whether the bill was created: query it, never re-issue it. */
export class PayoutUnknownError extends Error {
  override name = 'PayoutUnknownError';

  constructor(
    readonly provider: PayoutProviderName,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${provider}: ${message}`, options);
  }
}

/** The party refused the bill (a clear 4xx with its error code): nothing was created; the withdrawal fails. */
export class PayoutRefusedError extends Error {
  override name = 'PayoutRefusedError';

  constructor(
    readonly provider: PayoutProviderName,
    /** The party's error code (e.g. WeChat `NOT_ENOUGH`, `PARAM_ERROR`). */
    readonly code: string,
    message: string,
  ) {
    super(`${provider}: ${code}: ${message}`);
  }
}

export class PayoutNotifyRefusedError extends Error {
  override name = 'PayoutNotifyRefusedError';

  constructor(
    readonly reason:
      'malformed' | 'unknown_key' | 'bad_signature' | 'stale_timestamp' | 'undecryptable' | 'unsupported',
    detail: string,
  ) {
    super(`payout notify refused (${reason}): ${detail}`);
  }
}
