import {
  afterSaleReasonLabel,
  LAWYER_AGREED_REASON,
  REFUND_ANSWER_HOURS,
  type Actor,
} from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Database } from '../../core/db/schema';
import { checkOwnUploads } from '../order/attached-uploads';
import { createRefundRequestsRepo } from './refund-requests-repo';

export const REFUND_ANSWER_MS = REFUND_ANSWER_HOURS * 3_600_000;

export const REFUND_HEARING_MSG = {
  noOpenRequest: '没有待处理的退款申请',
  answered: '已答复过该退款申请',
  agreedText: '律师同意退款，订单剩余款项原路退回',
} as const;

/** What the lawyer's answer or an operator's decision carries (checked by the request schema first). */
export interface RefundHearingInput {
  /** An operator's reason code; absent for the lawyer's answer and agreement. */
  reasonCode?: string;
  /** The lawyer's side of it, or the decision's text both sides read. */
  text?: string;
  /** The lawyer's images with an answer (upload ids). */
  images?: readonly string[];
}

/** The transitions that end an open request, and whether each grants it. */
const ENDINGS: Readonly<Record<string, boolean>> = {
  agree_refund: true,
  refund_full: true,
  refund_partial: true,
  refund_refused: false,
};

/**
 * The order's refund columns a transition sets besides its own (every order kind has them): a request
 * opens the lawyer's answer time, the answer ends it early, the end of the request clears both. The
 * lifecycle guards `refund_unanswered` and `refund_heard` read them.
 */
export function refundColumnsFor(transition: string, now: number): Record<string, unknown> {
  if (transition === 'request_refund') {
    return { refund_open: 1, refund_answer_due_at: now + REFUND_ANSWER_MS, refund_answered_at: null };
  }
  if (transition === 'answer_refund') return { refund_answered_at: now };
  if (transition in ENDINGS) return { refund_open: 0, refund_answer_due_at: null, refund_answered_at: null };
  return {};
}

/**
 * In the transition's transaction, for any order kind: the lawyer's answer to the order's open request
 * (their own images only), or the decision on it (the lawyer's agreement, an operator's full, partial or no
 * refund), with its reason code and text. Other transitions write nothing here.
 */
export async function writeRefundHearing(
  trx: Kysely<Database>,
  input: {
    orderKind: string;
    order: { id: number; paid_amount: number; refunded_amount: number };
    transition: string;
    actor: { kind: Actor; id: number | null };
    refundAmount?: number;
    hearing?: RefundHearingInput;
    now: number;
  },
): Promise<void> {
  const { transition, hearing, now } = input;
  if (transition !== 'answer_refund' && !(transition in ENDINGS)) return;
  const refunds = createRefundRequestsRepo(trx);
  const open = await refunds.openFor(input.orderKind, input.order.id);
  if (!open) throw AppError.common(REFUND_HEARING_MSG.noOpenRequest);
  if (transition === 'answer_refund') {
    const images = hearing?.images ?? [];
    await checkOwnUploads(trx, input.actor.id ?? 0, { images, files: [] });
    if (!(await refunds.answer({ id: open.id, text: hearing?.text ?? '', now }))) {
      throw AppError.common(REFUND_HEARING_MSG.answered);
    }
    await refunds.addUploads(open.id, images, 'lawyer');
    return;
  }
  const granted = ENDINGS[transition]!;
  const refundable = input.order.paid_amount - input.order.refunded_amount;
  const agreed = transition === 'agree_refund';
  await refunds.decide({
    id: open.id,
    granted,
    amount: transition === 'refund_partial' ? (input.refundAmount ?? null) : granted ? refundable : null,
    reasonCode: agreed ? LAWYER_AGREED_REASON.code : (hearing?.reasonCode ?? 'other'),
    note: agreed ? REFUND_HEARING_MSG.agreedText : (hearing?.text ?? ''),
    operatorId: input.actor.kind === 'operator' ? input.actor.id : null,
    now,
  });
}

/** The timeline's note for a hearing: the lawyer's answer, or the decision's reason and text. */
export function hearingNote(hearing: RefundHearingInput | undefined): string | null {
  if (!hearing?.text) return null;
  return hearing.reasonCode ? `${afterSaleReasonLabel(hearing.reasonCode)}：${hearing.text}` : hearing.text;
}
