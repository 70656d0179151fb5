import {
  formatFen,
  REFUND_ANSWER_HOURS,
  type AfterSaleDecision,
  type ServiceRefundRequest,
} from '@lawbridge/contract';
import { formatDateTime } from '../../lib/format';

/** What the customer is told once a refund request is in: the lawyer is heard first, then the platform decides. */
export const REFUND_HEARING_HINT = `律师将在${REFUND_ANSWER_HOURS}小时内答复（同意退款或说明情况），之后由平台处理`;

const RESULT_HEADS: Readonly<Record<AfterSaleDecision['result'], string>> = {
  refund_full: '已全额退款',
  refund_partial: '已部分退款',
  rejected: '不予退款',
};

/**
 * A decision as both sides read it: 已全额退款 ¥49.00 · 律师未按约定提供服务：说明, 已部分退款 ¥20.00 · …,
 * 不予退款 · …; the lawyer's own agreement reads 已全额退款 ¥49.00 · 律师同意全额退款.
 */
export function refundDecisionText(decision: AfterSaleDecision): string {
  const head = RESULT_HEADS[decision.result];
  const money =
    decision.result !== 'rejected' && decision.amount !== null ? ` ¥${formatFen(decision.amount)}` : '';
  const text = decision.text.trim();
  const note = text && text !== decision.reason_label ? `：${text}` : '';
  return `${head}${money} · ${decision.reason_label}${note}`;
}

/**
 * Where an open request stands: the lawyer's time to answer while it runs, then the platform's turn; null
 * once decided.
 */
export function refundProgressText(
  request: Pick<ServiceRefundRequest, 'status' | 'decision' | 'lawyer_answer' | 'answer_due_at'>,
): string | null {
  if (request.status !== 0 || request.decision !== null) return null;
  if (request.lawyer_answer === null && request.answer_due_at !== null) {
    return `等待律师答复（截至 ${formatDateTime(request.answer_due_at)}），之后由平台处理`;
  }
  return '平台处理中';
}

/**
 * The status header's line while a refund request is open (both order kinds): until when the lawyer may
 * answer, then the platform's turn.
 */
export function refundOpenText(
  requests: readonly Pick<ServiceRefundRequest, 'status' | 'lawyer_answer' | 'answer_due_at'>[],
  viewer: 'customer' | 'lawyer',
): string {
  // At most one request is open at a time, the latest.
  const open = requests.at(-1);
  if (open?.status === 0 && open.lawyer_answer === null && open.answer_due_at !== null) {
    const due = formatDateTime(open.answer_due_at);
    return viewer === 'customer'
      ? `退款申请已提交，律师将在 ${due} 前答复（同意退款或说明情况），之后由平台处理`
      : `用户申请了退款，请在 ${due} 前同意退款或说明情况，逾期将由平台处理`;
  }
  return viewer === 'customer' ? '平台正在处理您的退款申请，结果将通知您' : '平台正在处理用户的退款申请';
}
