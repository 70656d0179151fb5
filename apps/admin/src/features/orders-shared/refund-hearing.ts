import type { AdminRefundRecord } from '@lawbridge/contract';
import { formatShanghaiDateTime } from '../../lib/format-time';

/** The operator's decisions on a refund request, as the lifecycle tables name them. */
const REFUND_DECISION_ACTIONS = ['refund_full', 'refund_partial', 'refund_refused'];

/** An order's detail offers the decision when the server lists it among the operator's actions now. */
export function offersRefundDecision(actions: readonly string[]): boolean {
  return REFUND_DECISION_ACTIONS.some((action) => actions.includes(action));
}

type Hearing = Pick<AdminRefundRecord, 'lawyer_answer' | 'answer_due_at'>;

/**
 * The lawyer may still answer (24 h since the request, no answer yet): no operator decides before. The
 * queues carry no `actions`, so they judge by the request's own fields.
 */
export function lawyerMayAnswer(refund: Hearing, now: number): boolean {
  return refund.lawyer_answer === null && refund.answer_due_at !== null && refund.answer_due_at > now;
}

/** Why 处理 waits: the lawyer's answer time, when the request names it. */
export function waitingForLawyerText(answerDueAt: number | null): string {
  return answerDueAt === null
    ? '律师答复期内，暂不能处理'
    : `律师答复期内（截至 ${formatShanghaiDateTime(answerDueAt)}），暂不能处理`;
}

/** Where a refund request stands for the console: 待律师答复, 待处理, 已同意 (all or part refunded), 已拒绝. */
export function refundStatusOf(
  refund: Hearing & Pick<AdminRefundRecord, 'status'>,
  now: number,
): { text: string; color: string } {
  if (refund.status === 1) return { text: '已同意', color: 'success' };
  if (refund.status === 2) return { text: '已拒绝', color: 'default' };
  return lawyerMayAnswer(refund, now)
    ? { text: '待律师答复', color: 'processing' }
    : { text: '待处理', color: 'warning' };
}
