import { z } from 'zod';
import { integer, oneOf, text } from './fields';

/**
 * After-sale (PRODUCT §12a): what refund requests during an order and appeals after it share. The customer
 * asks, the lawyer is heard (answers, or lets the time pass), an operator decides: a full refund, a partial
 * one, or none, always with a reason code and a text both sides read. The operator reads the parties' chat.
 */

/** Refunds stay within one order's price; the schema's bound only keeps the number sane. */
export const REFUND_AMOUNT_MAX = 100_000_000;

/** The operator's reason codes for a decision; both sides see the label and the text. */
export const AFTER_SALE_DECISION_REASONS = {
  not_performed: '律师未按约定提供服务',
  poor_quality: '服务质量未达到约定标准',
  misconduct: '律师言行不当',
  private_charge: '律师存在私下收费',
  file_unusable: '交付文件无法使用',
  performed: '律师已按约定提供服务',
  insufficient_evidence: '证据不足，无法支持退款',
  other: '其他',
} as const;
export type AfterSaleDecisionReason = keyof typeof AFTER_SALE_DECISION_REASONS;
export const AFTER_SALE_DECISION_REASON_CODES = Object.keys(AFTER_SALE_DECISION_REASONS) as [
  AfterSaleDecisionReason,
  ...AfterSaleDecisionReason[],
];
/** Reasons recorded without an operator: the lawyer granted the request, or it came before acceptance. */
export const LAWYER_AGREED_REASON = { code: 'lawyer_agreed', label: '律师同意全额退款' } as const;
export const BEFORE_ACCEPTANCE_REASON = {
  code: 'before_acceptance',
  label: '律师接单前申请，全额退款',
} as const;

/** The label of a recorded reason code (an operator's, or one recorded without an operator). */
export function afterSaleReasonLabel(code: string): string {
  for (const automatic of [LAWYER_AGREED_REASON, BEFORE_ACCEPTANCE_REASON]) {
    if (code === automatic.code) return automatic.label;
  }
  return (AFTER_SALE_DECISION_REASONS as Record<string, string>)[code] ?? AFTER_SALE_DECISION_REASONS.other;
}

export const AFTER_SALE_DECISION_TEXT_MAX = 300;

export const AFTER_SALE_RESULTS = ['refund_full', 'refund_partial', 'rejected'] as const;
export type AfterSaleResult = (typeof AFTER_SALE_RESULTS)[number];

/** A decision as both sides read it: result, amount (partial ones too), reason code with its label, text. */
export const afterSaleDecision = z.object({
  result: z.enum(AFTER_SALE_RESULTS),
  /** The refunded amount in fen; null when rejected. */
  amount: z.number().int().nullable(),
  reason_code: z.string(),
  reason_label: z.string(),
  text: z.string(),
  decided_at: z.number().int(),
});
export type AfterSaleDecision = z.infer<typeof afterSaleDecision>;

/**
 * An operator's decision body: 全额退款, 部分退款 (fen, at most what can still be refunded) or 驳回 / 不予退款,
 * each with a reason code and a text; `id` is the appeal's or the refund request's.
 */
export function afterSaleDecisionBody<Id extends z.ZodType<number>>(id: Id) {
  const decision = <T extends z.ZodRawShape>(shape: T) =>
    z.object({
      id,
      reason_code: oneOf('处理理由', AFTER_SALE_DECISION_REASON_CODES),
      text: text('处理说明', { min: 2, max: AFTER_SALE_DECISION_TEXT_MAX }),
      ...shape,
    });
  return z.discriminatedUnion(
    'decision',
    [
      decision({ decision: z.literal('refund_full') }),
      decision({
        decision: z.literal('refund_partial'),
        amount: integer('退款金额', { min: 1, max: REFUND_AMOUNT_MAX }),
      }),
      decision({ decision: z.literal('reject') }),
    ],
    { error: '处理方式不正确' },
  );
}

/** The chat the operator reads: the parties' messages since the order was placed, the latest this many. */
export const TRANSCRIPT_MAX = 200;

/** One message of the parties' chat as the operator reads it (images at signed addresses). */
export const transcriptMessage = z.object({
  sender: z.enum(['customer', 'lawyer']),
  kind: z.enum(['text', 'image']),
  text: z.string().nullable(),
  image_url: z.string().nullable(),
  created_at: z.number().int(),
});
export type TranscriptMessage = z.infer<typeof transcriptMessage>;

/** How long the lawyer is given to answer a refund request before an operator may decide it. */
export const REFUND_ANSWER_HOURS = 24;
export const REFUND_ANSWER_TEXT_MAX = 500;
export const REFUND_ANSWER_IMAGES_MAX = 6;
