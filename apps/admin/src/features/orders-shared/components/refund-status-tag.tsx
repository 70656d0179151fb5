import type { AdminRefundRecord } from '@lawbridge/contract';
import { Tag } from 'antd';
import { refundStatusOf } from '../refund-hearing';

/** 待律师答复 / 待处理 / 已同意 / 已拒绝 for a refund request (the records of an order, the queues). */
export function RefundStatusTag({
  refund,
}: {
  refund: Pick<AdminRefundRecord, 'status' | 'lawyer_answer' | 'answer_due_at'>;
}) {
  const { text, color } = refundStatusOf(refund, Date.now());
  return <Tag color={color}>{text}</Tag>;
}
