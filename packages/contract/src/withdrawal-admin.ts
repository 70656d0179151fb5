import { z } from 'zod';
import { oneOf, optionalText, searchKeyword, text } from './fields';
import { pageQuery } from './paging';
import { adminLedgerLine, shanghaiDate } from './service-order-admin';
import {
  WITHDRAWAL_METHODS,
  WITHDRAWAL_STATES,
  withdrawalEvent,
  withdrawalItem,
  withdrawalNoField,
} from './withdrawal';

/** Console: the withdrawal queue (PRODUCT §16), oldest first when filtered to 待审核, else newest first. */
export const adminWithdrawalQuery = pageQuery.extend({
  state: oneOf('提现状态', WITHDRAWAL_STATES).optional(),
  method: oneOf('提现方式', WITHDRAWAL_METHODS).optional(),
  /** Inside the lawyer's name, or the start of their phone number. */
  keyword: searchKeyword(20),
  /** Requested on or after / on or before this day (Asia/Shanghai). */
  date_from: shanghaiDate('开始日期').optional(),
  date_to: shanghaiDate('结束日期').optional(),
});
export type AdminWithdrawalQuery = z.infer<typeof adminWithdrawalQuery>;

/** The CSV export takes the queue's filters without paging. */
export const adminWithdrawalExportQuery = adminWithdrawalQuery.omit({ page: true, page_size: true });
export type AdminWithdrawalExportQuery = z.infer<typeof adminWithdrawalExportQuery>;

export const adminWithdrawalItem = withdrawalItem.extend({
  lawyer: z.object({ uuid: z.string(), name: z.string(), phone: z.string() }),
  provider: z.string(),
  /** Needs a second operator's approval (above `withdrawal_second_approval_fen`). */
  needs_second_approval: z.boolean(),
  /** The operator who gave the first approval, while the second is awaited; else null. */
  first_approved_by: z.string().nullable(),
});
export type AdminWithdrawalItem = z.infer<typeof adminWithdrawalItem>;

export const adminWithdrawalParams = z.object({ withdrawal_no: withdrawalNoField });

export const adminWithdrawalDetail = adminWithdrawalItem.extend({
  /** The payee in full (the console pays bank transfers by hand). */
  payee: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('wechat'), real_name: z.string(), openid: z.string() }),
    z.object({
      kind: z.literal('bank'),
      account_name: z.string(),
      bank_name: z.string(),
      account_no: z.string(),
    }),
  ]),
  bill_no: z.string().nullable(),
  /** The party's bill id (WeChat `transfer_bill_no`) or the bank receipt number. */
  party_bill_no: z.string().nullable(),
  /** The operator transitions allowed now (and the viewer may take: not a second approval of their own). */
  actions: z.array(z.string()),
  events: z.array(withdrawalEvent),
  balances: z.object({ available: z.number().int(), pending: z.number().int(), frozen: z.number().int() }),
  /** The lawyer's latest ledger entries (any order), newest first. */
  recent_ledger: z.array(adminLedgerLine),
  /** Strikes in the last 60 days and open appeals against the lawyer (0 before those exist). */
  strikes: z.number().int(),
  open_appeals: z.number().int(),
});
export type AdminWithdrawalDetail = z.infer<typeof adminWithdrawalDetail>;

/** Preset reasons for 驳回 (the text adds detail; required with `other`). */
export const WITHDRAWAL_REJECT_REASONS = {
  payee_invalid: '收款信息有误',
  account_review: '账户存在异常，需核实',
  appeal_open: '存在未处理的申诉',
  other: '其他原因',
} as const;
export type WithdrawalRejectReason = keyof typeof WITHDRAWAL_REJECT_REASONS;

export const WITHDRAWAL_NOTE_MAX = 200;

export const adminWithdrawalApproveBody = z.object({ withdrawal_no: withdrawalNoField });
export type AdminWithdrawalApproveBody = z.infer<typeof adminWithdrawalApproveBody>;

export const adminWithdrawalRejectBody = z
  .object({
    withdrawal_no: withdrawalNoField,
    reason: oneOf(
      '驳回原因',
      Object.keys(WITHDRAWAL_REJECT_REASONS) as [WithdrawalRejectReason, ...WithdrawalRejectReason[]],
    ),
    text: optionalText('驳回说明', WITHDRAWAL_NOTE_MAX),
  })
  .refine((body) => body.reason !== 'other' || (body.text ?? '').length >= 2, {
    error: '选择其他原因时请填写驳回说明',
    path: ['text'],
  });
export type AdminWithdrawalRejectBody = z.infer<typeof adminWithdrawalRejectBody>;

/** Cancel a transfer the lawyer has not confirmed yet. */
export const adminWithdrawalCancelBody = z.object({ withdrawal_no: withdrawalNoField });
export type AdminWithdrawalCancelBody = z.infer<typeof adminWithdrawalCancelBody>;

/** A bank transfer (manual) recorded paid with its receipt number, or failed with the reason. */
export const adminWithdrawalMarkBody = z.discriminatedUnion(
  'outcome',
  [
    z.object({
      withdrawal_no: withdrawalNoField,
      outcome: z.literal('paid'),
      receipt_no: text('转账回单号', { min: 4, max: 64 }),
    }),
    z.object({
      withdrawal_no: withdrawalNoField,
      outcome: z.literal('failed'),
      reason: text('失败原因', { min: 2, max: WITHDRAWAL_NOTE_MAX }),
    }),
  ],
  { error: '处理结果不正确' },
);
export type AdminWithdrawalMarkBody = z.infer<typeof adminWithdrawalMarkBody>;

/** Console dashboard figures of withdrawals. */
export const adminWithdrawalFigures = z.object({
  waiting_approval: z.number().int(),
  waiting_approval_amount: z.number().int(),
  waiting_confirmation: z.number().int(),
  /** Paid today (Asia/Shanghai): count and fen. */
  paid_today: z.number().int(),
  paid_today_amount: z.number().int(),
});
export type AdminWithdrawalFigures = z.infer<typeof adminWithdrawalFigures>;

/** Platform settings of withdrawals, in fen. `auto_approve_below_fen` 0 switches auto-approval off. */
export const withdrawalSettings = z.object({
  withdrawal_min_fen: z.number().int(),
  withdrawal_daily_cap_fen: z.number().int(),
  withdrawal_second_approval_fen: z.number().int(),
  withdrawal_auto_approve_below_fen: z.number().int(),
});
export type WithdrawalSettings = z.infer<typeof withdrawalSettings>;

export const WITHDRAWAL_SETTING_MAX = 100_000_000;

/** Fen of a setting; not coerced: 0 switches auto-approval off, so `null` (which coerces to 0) must not pass. */
const settingFen = (label: string, min: number) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? `请填写${label}` : `${label}格式不正确`) })
    .int({ error: `${label}必须是整数` })
    .min(min, { error: `${label}不能小于${min}` })
    .max(WITHDRAWAL_SETTING_MAX, { error: `${label}不能大于${WITHDRAWAL_SETTING_MAX}` });

export const withdrawalSettingsBody = z
  .object({
    withdrawal_min_fen: settingFen('最低提现金额', 1),
    withdrawal_daily_cap_fen: settingFen('每日提现上限', 1),
    withdrawal_second_approval_fen: settingFen('双人复核金额', 1),
    withdrawal_auto_approve_below_fen: settingFen('自动通过金额', 0),
  })
  .refine((body) => body.withdrawal_min_fen <= body.withdrawal_daily_cap_fen, {
    error: '最低提现金额不能大于每日提现上限',
    path: ['withdrawal_min_fen'],
  })
  .refine((body) => body.withdrawal_auto_approve_below_fen <= body.withdrawal_second_approval_fen, {
    error: '自动通过金额不能大于双人复核金额',
    path: ['withdrawal_auto_approve_below_fen'],
  });
export type WithdrawalSettingsBody = z.infer<typeof withdrawalSettingsBody>;
