import type { AdminRefundRecord } from '@lawbridge/contract';
import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { yuan } from '../../../lib/money';
import { OrderFiles } from './order-files';
import { OrderImages } from './order-images';
import { RefundLawyerAnswer } from './refund-hearing-lines';

/** What the decision needs to know of an open refund request and its order, whatever the order kind. */
export type RefundUnderReview = Pick<
  AdminRefundRecord,
  'id' | 'reason' | 'text' | 'images' | 'files' | 'lawyer_answer' | 'answer_due_at'
> & { order_no: string; paid_amount: number; refunded_amount: number; refundable: number };

/**
 * A refund request's facts above the decision: what the order was for, the money, the customer's reason
 * with images and files, and the lawyer's answer.
 */
export function RefundFacts({
  refund,
  subject,
}: {
  refund: RefundUnderReview;
  /** What the order was for, first in the facts (e.g. 服务 图文咨询, 预约 …). */
  subject: { label: string; value: ReactNode };
}) {
  return (
    <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
      <Descriptions.Item label={subject.label}>{subject.value}</Descriptions.Item>
      <Descriptions.Item label="实付">{yuan(refund.paid_amount)}</Descriptions.Item>
      <Descriptions.Item label="已退款">{yuan(refund.refunded_amount)}</Descriptions.Item>
      <Descriptions.Item label="可退金额">{yuan(refund.refundable)}</Descriptions.Item>
      <Descriptions.Item label="申请原因" span={2}>
        {refund.reason}
        {refund.text ? `：${refund.text}` : ''}
      </Descriptions.Item>
      {refund.images.length > 0 && (
        <Descriptions.Item label="申请图片" span={2}>
          <OrderImages urls={refund.images} label="退款图片" size={56} />
        </Descriptions.Item>
      )}
      {refund.files.length > 0 && (
        <Descriptions.Item label="申请文件" span={2}>
          <OrderFiles files={refund.files} label="退款凭证文件" />
        </Descriptions.Item>
      )}
      <Descriptions.Item label="律师答复" span={2}>
        <RefundLawyerAnswer refund={refund} />
      </Descriptions.Item>
    </Descriptions>
  );
}
