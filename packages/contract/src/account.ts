import { z } from 'zod';
import { pattern, phoneField } from './fields';

/**
 * 更换手机号 and 注销账号 (issue 18, docs/decisions.md "Accounts"). Their SMS codes are sent by the account
 * endpoints, never by `/sms/push`: the old number and the closing account's number come from the signed-in
 * account, not from the request. Each scene is its own code (a login code cannot close an account).
 */
export const ACCOUNT_SMS_SCENES = {
  changePhoneOld: 'change_phone_old',
  changePhoneNew: 'change_phone_new',
  closeAccount: 'close_account',
} as const;

/** How long the proof that the old number was verified lets the user finish the change. */
export const PHONE_CHANGE_TICKET_TTL_MS = 10 * 60 * 1000;

/** The nickname a closed account's row keeps, where orders and reviews still point at it. */
export const CLOSED_ACCOUNT_NICKNAME = '已注销用户';

const verifyCodeField = pattern('验证码', /^\d{6}$/);
const ticketField = pattern('验证凭证', /^[A-Za-z0-9_.-]{20,200}$/);

/** POST verify-old: the code sent to the current number. */
export const phoneVerifyOldBody = z.object({ verify_code: verifyCodeField });
export const phoneVerifyOldResult = z.object({ ticket: z.string(), expires_at: z.number().int() });
export type PhoneVerifyOldResult = z.infer<typeof phoneVerifyOldResult>;

/** POST new-code: the new number (it must belong to no account) with the proof of the old one. */
export const phoneNewCodeBody = z.object({ ticket: ticketField, phone: phoneField });
export type PhoneNewCodeBody = z.infer<typeof phoneNewCodeBody>;

/** POST phone: the change itself. */
export const phoneChangeBody = z.object({
  ticket: ticketField,
  phone: phoneField,
  verify_code: verifyCodeField,
});
export type PhoneChangeBody = z.infer<typeof phoneChangeBody>;
export const phoneChangeResult = z.object({ phone: z.string() });

/** What keeps an account open, with how many of them (the reason 注销账号 is refused). */
export const CLOSING_BLOCKERS = {
  service_order: '未完成的咨询订单',
  appointment: '未完成的线下预约',
  document_order: '未完成的文档订单',
  appeal: '处理中的申诉',
  refund: '处理中的退款',
  withdrawal: '处理中的提现',
  wallet: '钱包中尚有余额（含待结算与冻结中）',
  document: '在售或审核中的文档',
} as const satisfies Record<string, string>;
export type ClosingBlockerKind = keyof typeof CLOSING_BLOCKERS;
const BLOCKER_KINDS = Object.keys(CLOSING_BLOCKERS) as [ClosingBlockerKind, ...ClosingBlockerKind[]];

export const closingBlocker = z.object({
  kind: z.enum(BLOCKER_KINDS),
  label: z.string(),
  /** How many (orders, appeals…); for `wallet` the balance in fen. */
  count: z.number().int(),
});
export type ClosingBlocker = z.infer<typeof closingBlocker>;

/** GET closing: whether the account can be closed now, and what is open if not. */
export const closingStatus = z.object({ blockers: z.array(closingBlocker) });
export type ClosingStatus = z.infer<typeof closingStatus>;

/** The refusal's text: every open thing, so the user knows what to finish first. */
export function closingRefusal(blockers: readonly ClosingBlocker[]): string {
  return `暂不能注销：您还有${blockers.map((blocker) => blocker.label).join('、')}，请处理完成后再申请注销`;
}

/** POST close: the code sent to the account's number, and the user's explicit confirmation. */
export const accountCloseBody = z.object({
  verify_code: verifyCodeField,
  confirm: z.literal(true, { error: '请确认已了解注销后果' }),
});
export type AccountCloseBody = z.infer<typeof accountCloseBody>;
