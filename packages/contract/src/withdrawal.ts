import { z } from 'zod';
import { integer, oneOf, pattern, text } from './fields';
import { pageOf, pageQuery } from './paging';
import type { WithdrawalStateKey } from './lifecycles/withdrawal-lifecycle';

/**
 * Withdrawals (提现, PRODUCT §11): the lawyer's side. Money is integer fen; times UTC epoch ms.
 * 微信零钱 is paid by the configured payout provider (sandbox or WeChat Pay 商家转账), 对公转账 to the lawyer's
 * law firm by an operator outside the product (`manual`).
 */
export const WITHDRAWAL_STATES = [
  'requested',
  'approved',
  'processing',
  'waiting_confirmation',
  'paid',
  'failed',
  'cancelled',
  'rejected',
] as const satisfies readonly WithdrawalStateKey[];

/** States a withdrawal is still open in: one at a time per lawyer, its amount frozen. */
export const OPEN_WITHDRAWAL_STATES = [
  'requested',
  'approved',
  'processing',
  'waiting_confirmation',
] as const satisfies readonly WithdrawalStateKey[];

export const WITHDRAWAL_METHODS = ['wechat', 'bank'] as const;
export type WithdrawalMethod = (typeof WITHDRAWAL_METHODS)[number];
export const WITHDRAWAL_METHOD_LABELS: Record<WithdrawalMethod, string> = {
  wechat: '微信零钱',
  bank: '对公转账（律所账户）',
};

/** `W` and 16 digits, like the orders' numbers. */
export const withdrawalNoField = pattern('提现单号', /^W\d{16}$/);
/** A payout bill number (WeChat `out_bill_no`): 5–32 letters and digits. */
export const payoutBillNoField = pattern('转账单号', /^[0-9A-Za-z]{5,32}$/);

/** The schema's bound only keeps the number sane; the daily cap and the balance decide. */
export const WITHDRAWAL_AMOUNT_MAX = 100_000_000;

export const withdrawalRequestBody = z.object({
  amount: integer('提现金额', { min: 1, max: WITHDRAWAL_AMOUNT_MAX }),
  method: oneOf('提现方式', WITHDRAWAL_METHODS),
});
export type WithdrawalRequestBody = z.infer<typeof withdrawalRequestBody>;

export const withdrawalListQuery = pageQuery;
export const withdrawalDetailQuery = z.object({ withdrawal_no: withdrawalNoField });

/** The law firm's account (对公账户), entered once; answered with the account number masked (`**** 1234`). */
export const bankPayeeBody = z.object({
  account_name: text('开户名称', { min: 2, max: 60 }),
  bank_name: text('开户银行', { min: 2, max: 60 }),
  /** Digits; spaces between groups are removed. */
  account_no: z
    .string({ error: (issue) => (issue.input === undefined ? '请填写银行账号' : '银行账号格式不正确') })
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(pattern('银行账号', /^\d{8,30}$/)),
});
export type BankPayeeBody = z.infer<typeof bankPayeeBody>;

export const bankPayee = z.object({
  account_name: z.string(),
  bank_name: z.string(),
  account_no_masked: z.string(),
  updated_at: z.number().int(),
});
export type BankPayee = z.infer<typeof bankPayee>;

/** The WeChat payee: the openid `POST /user/openid` stored for this app, paid in the certified real name. */
export const wechatPayee = z.object({
  /** The certified real name, masked (`*明`). */
  real_name_masked: z.string(),
  updated_at: z.number().int(),
});
export type WechatPayee = z.infer<typeof wechatPayee>;

export const withdrawalPayees = z.object({
  wechat: wechatPayee.nullable(),
  bank: bankPayee.nullable(),
  /**
   * Whether a WeChat payee can be bound now: an openid of this app is stored for the lawyer, or 微信零钱 is
   * paid by the sandbox (then no WeChat is needed).
   */
  wechat_bindable: z.boolean(),
  /** 微信零钱 is paid by the sandbox (模拟确认收款): binding is simulated, outside WeChat too. */
  wechat_sandbox: z.boolean(),
});
export type WithdrawalPayees = z.infer<typeof withdrawalPayees>;

export const withdrawalItem = z.object({
  withdrawal_no: z.string(),
  amount: z.number().int(),
  method: z.enum(WITHDRAWAL_METHODS),
  method_label: z.string(),
  state: z.enum(WITHDRAWAL_STATES),
  state_label: z.string(),
  /** Why it was rejected or failed, or how it was cancelled; null otherwise. */
  reason: z.string().nullable(),
  created_at: z.number().int(),
  /** When it reached a final state, null while open. */
  finished_at: z.number().int().nullable(),
});
export type WithdrawalItem = z.infer<typeof withdrawalItem>;

export const withdrawalList = pageOf(withdrawalItem);
export type WithdrawalList = z.infer<typeof withdrawalList>;

/** 提现 page: the rules and what the lawyer may withdraw now. */
export const withdrawalRules = z.object({
  /** May be negative after a clawback; then nothing can be withdrawn. */
  available: z.number().int(),
  pending: z.number().int(),
  frozen: z.number().int(),
  min_fen: z.number().int(),
  daily_cap_fen: z.number().int(),
  /** Requested today (Asia/Shanghai), counting only withdrawals not rejected, failed or cancelled. */
  requested_today: z.number().int(),
  left_today: z.number().int(),
  /** The most that can be requested now: min(available, left_today), 0 when blocked. */
  max_now: z.number().int(),
  open_withdrawal: withdrawalItem.nullable(),
  /** Why no withdrawal can be requested now (Chinese, for the page), null when one can. */
  blocked_reason: z.string().nullable(),
  payees: withdrawalPayees,
});
export type WithdrawalRules = z.infer<typeof withdrawalRules>;

export const withdrawalEvent = z.object({
  transition: z.string(),
  label: z.string(),
  from: z.string(),
  to: z.string(),
  actor: z.string(),
  note: z.string().nullable(),
  created_at: z.number().int(),
});
export type WithdrawalEvent = z.infer<typeof withdrawalEvent>;

/** What the H5 shows so the lawyer can confirm receipt while the transfer waits for it. */
export const payoutConfirmation = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sandbox'), confirm_url: z.string() }),
  z.object({ kind: z.literal('wechat'), mchId: z.string(), appId: z.string(), package: z.string() }),
]);

export const withdrawalDetail = withdrawalItem.extend({
  /** The payee as shown: `微信零钱 · *明` or `招商银行 · 某某律师事务所 · **** 1234`. */
  payee_text: z.string(),
  events: z.array(withdrawalEvent),
  /** Present only while waiting for confirmation. */
  confirmation: payoutConfirmation.nullable(),
  /** Until when the lawyer may confirm (24 h after the transfer began to wait), null otherwise. */
  confirm_before: z.number().int().nullable(),
});
export type WithdrawalDetail = z.infer<typeof withdrawalDetail>;

/** The sandbox 模拟确认收款 page: the bill named in its address, the lawyer's own. */
export const sandboxPayoutQuery = z.object({ bill_no: payoutBillNoField });
export const sandboxPayoutBill = z.object({
  bill_no: z.string(),
  withdrawal_no: z.string(),
  amount: z.number().int(),
  /** The sandbox bill's state (`wait_user_confirm` while it can be confirmed). */
  state: z.string(),
  real_name_masked: z.string(),
});
export type SandboxPayoutBill = z.infer<typeof sandboxPayoutBill>;

export const sandboxPayoutDecisionBody = z.object({
  bill_no: payoutBillNoField,
  decision: oneOf('操作', ['confirm', 'decline'] as const),
});
export type SandboxPayoutDecisionBody = z.infer<typeof sandboxPayoutDecisionBody>;

export const payoutNotifyParams = z.object({
  provider: oneOf('转账渠道', ['sandbox', 'wechat'] as const),
});
