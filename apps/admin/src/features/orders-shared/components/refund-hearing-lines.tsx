import { LAWYER_AGREED_REASON } from '@lawbridge/contract';
import type { AdminRefundRecord, AfterSaleResult } from '@lawbridge/contract';
import { Flex, Typography } from 'antd';
import { formatShanghaiDateTime } from '../../../lib/format-time';
import { yuan } from '../../../lib/money';
import { lawyerMayAnswer } from '../refund-hearing';
import { OrderImages } from './order-images';

const RESULTS: Readonly<Record<AfterSaleResult, string>> = {
  refund_full: '全额退款',
  refund_partial: '部分退款',
  rejected: '不予退款',
};

type Answered = Pick<AdminRefundRecord, 'lawyer_answer' | 'answer_due_at'>;

/**
 * The lawyer's side of a refund request: their answer with images, until when they may still answer, or
 * that the time passed unanswered; a dash on a decided request without an answer (the decision says why).
 */
export function RefundLawyerAnswer({ refund }: { refund: Answered }) {
  const answer = refund.lawyer_answer;
  if (answer) {
    return (
      <Flex vertical gap={6}>
        <span>
          <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{answer.text}</Typography.Text>
          <Typography.Text type="secondary"> · {formatShanghaiDateTime(answer.created_at)}</Typography.Text>
        </span>
        <OrderImages urls={answer.images} label="律师说明图片" size={40} />
      </Flex>
    );
  }
  if (refund.answer_due_at !== null) {
    const due = formatShanghaiDateTime(refund.answer_due_at);
    return lawyerMayAnswer(refund, Date.now()) ? (
      <Typography.Text type="warning">待律师答复 · 截至 {due}</Typography.Text>
    ) : (
      <Typography.Text type="secondary">律师未答复 · {due} 已截止</Typography.Text>
    );
  }
  return <Typography.Text type="secondary">—</Typography.Text>;
}

type Decided = Pick<AdminRefundRecord, 'decision' | 'decided_by'>;

/**
 * A decided request as both sides read it: `<result> · <reason>：<text>` (a partial one with its amount; a
 * text that is empty or only repeats the reason is left out), then who decided (the operator, or 律师 when the lawyer agreed) and when.
 */
export function RefundDecisionLine({ refund }: { refund: Decided }) {
  const { decision } = refund;
  if (!decision) return null;
  const result =
    decision.result === 'refund_partial' && decision.amount !== null
      ? `${RESULTS.refund_partial} ${yuan(decision.amount)}`
      : RESULTS[decision.result];
  const decider = refund.decided_by ?? (decision.reason_code === LAWYER_AGREED_REASON.code ? '律师' : null);
  return (
    <Flex vertical gap={2}>
      <span>
        {result} · {decision.reason_label}
        {decision.text && decision.text !== decision.reason_label && `：${decision.text}`}
      </span>
      <Typography.Text type="secondary">
        {decider && `${decider} · `}
        {formatShanghaiDateTime(decision.decided_at)}
      </Typography.Text>
    </Flex>
  );
}
