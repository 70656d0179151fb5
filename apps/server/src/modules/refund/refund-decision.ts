import { afterSaleReasonLabel, formatFen, type RefundDecisionBody } from '@lawbridge/contract';

/** Each decision of the console as the order lifecycle's operator transition and its audit action. */
const DECISIONS = {
  refund_full: { transition: 'refund_full', action: 'refund.full' },
  refund_partial: { transition: 'refund_partial', action: 'refund.partial' },
  reject: { transition: 'refund_refused', action: 'refund.refuse' },
} as const;

/**
 * An operator's decision on a refund request, for any order kind: the transition to take, what it carries
 * (the refunded amount: everything refundable for 全额; the reason code and text both sides read) and the
 * audit entry's action and line.
 */
export function refundDecisionOf(body: RefundDecisionBody, refundable: number) {
  const { transition, action } = DECISIONS[body.decision];
  const refundAmount =
    body.decision === 'refund_full'
      ? refundable
      : body.decision === 'refund_partial'
        ? body.amount
        : undefined;
  const why = `${afterSaleReasonLabel(body.reason_code)}：${body.text}`;
  return {
    transition,
    action,
    details: { refundAmount, hearing: { reasonCode: body.reason_code, text: body.text } },
    auditDetail:
      refundAmount === undefined ? `不予退款（${why}）` : `退款 ${formatFen(refundAmount)} 元（${why}）`,
  };
}
