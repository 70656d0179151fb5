import {
  appealAnswerBody,
  formatFen,
  appealCreateBody,
  type AppealAnswerBody,
  type AppealCreateBody,
  type AppealOrderKind,
  type AppealType,
} from '@lawbridge/contract';
import type { ZodType } from 'zod';
import { yuanToFen } from '../lawyer-profile/service-prices';
import { fieldIssueOf, type FieldIssue } from '../../lib/validation';

export type Checked<Body> = { ok: true; body: Body } | ({ ok: false } & FieldIssue);

/** The body checked with the contract's schema: its first Chinese message when it is refused. */
function checked<Body>(schema: ZodType<Body>, input: unknown): Checked<Body> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) return { ok: false, ...fieldIssueOf(parsed.error.issues) };
  return { ok: true, body: parsed.data };
}

/** What the customer fills in on the 申诉 page. */
export interface AppealInput {
  type: AppealType | null;
  text: string;
  /** Upload ids of the chosen images, in order. */
  images: readonly string[];
}

/** POST /appeal's body for the order, or why it cannot be sent yet (请选择申诉类型, the text's length…). */
export function appealBody(
  order: { kind: AppealOrderKind; orderNo: string },
  input: AppealInput,
): Checked<AppealCreateBody> {
  if (!input.type) return { ok: false, message: '请选择申诉类型', field: 'type' };
  return checked(appealCreateBody, {
    order_kind: order.kind,
    order_no: order.orderNo,
    type: input.type,
    text: input.text.trim(),
    images: input.images,
  });
}

/** The lawyer's answer as the form holds it: an offer in 元 or a contest with images. */
export type AnswerInput =
  | { answer: 'offer'; yuan: string; text: string }
  | { answer: 'contest'; text: string; images: readonly string[] };

/**
 * POST /lawyer/appeal/answer's body, or why not: an offer is a whole number of fen between 0.01 元 and
 * what can still be refunded; a contest needs its explanation.
 */
export function answerBody(id: number, refundable: number, input: AnswerInput): Checked<AppealAnswerBody> {
  if (input.answer === 'contest') {
    return checked(appealAnswerBody, {
      id,
      answer: 'contest',
      text: input.text.trim(),
      images: input.images,
    });
  }
  if (input.yuan.trim() === '') return { ok: false, message: '请填写退款金额', field: 'amount' };
  const amount = yuanToFen(input.yuan);
  if (amount === null) return { ok: false, message: '退款金额格式不正确（最多两位小数）', field: 'amount' };
  if (amount <= 0) return { ok: false, message: '退款金额必须大于0', field: 'amount' };
  if (amount > refundable)
    return { ok: false, message: `退款金额不能超过可退金额 ¥${formatFen(refundable)}`, field: 'amount' };
  const text = input.text.trim();
  return checked(appealAnswerBody, { id, answer: 'offer', amount, ...(text ? { text } : {}) });
}

/** The appeal id of a page's `id`, or 0 when it is not one (the page shows its not-found state). */
export function appealIdOf(raw: string | undefined): number {
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
}
