import { formatFen, type ServiceOrderDetail, type ServiceRefundRequest } from '@lawbridge/contract';
import { formatDateTime } from '../../../lib/format';
import { OrderFiles } from './order-files';
import { OrderImages } from './order-images';
import { OrderField, OrderFields, OrderSection } from './order-section';
import styles from './refund-progress.module.css';

const TONES: Record<number, string | undefined> = { 0: styles.waiting, 1: styles.granted, 2: styles.refused };

/** What the platform decided, in words: 全额退款 ¥49.00, 部分退款 ¥20.00. */
function resultText(request: ServiceRefundRequest): string | null {
  if (request.status !== 1 || request.amount === null) return null;
  return `${request.result === 'full' ? '全额退款' : '部分退款'} ¥${formatFen(request.amount)}`;
}

function RefundRequestItem({ request, title }: { request: ServiceRefundRequest; title: string | null }) {
  const result = resultText(request);
  return (
    <li className={styles.request} aria-label={title ?? '退款申请'}>
      <div className={styles.head}>
        <span className={styles.heading}>{title ?? '退款申请'}</span>
        <span className={`${styles.status} ${TONES[request.status] ?? ''}`}>{request.status_label}</span>
      </div>
      <OrderFields>
        <OrderField label="申请时间">{formatDateTime(request.created_at)}</OrderField>
        <OrderField label="退款原因">{request.reason}</OrderField>
        {request.text ? <OrderField label="退款说明">{request.text}</OrderField> : null}
      </OrderFields>
      <OrderImages urls={request.images} label="退款图片" />
      <OrderFiles files={request.files} label="退款凭证文件" />
      <OrderFields>
        {request.status === 0 ? <OrderField label="处理进度">平台审核中，请耐心等待</OrderField> : null}
        {result ? <OrderField label="处理结果">{result}</OrderField> : null}
        {request.status === 2 ? (
          <OrderField label="拒绝原因">{request.decision_note ?? '平台未同意退款'}</OrderField>
        ) : null}
        {request.decided_at !== null ? (
          <OrderField label="处理时间">{formatDateTime(request.decided_at)}</OrderField>
        ) : null}
      </OrderFields>
    </li>
  );
}

/**
 * 退款进度 for both parties: every refund request with its reason, text, images and the platform's decision
 * (待审核, 已同意 全额 or 部分 with the amount, 已拒绝 with the reason), and what went back in all. An order
 * refunded without a request (the lawyer declined it, nobody accepted it, the customer cancelled it) shows
 * the refunded amount alone.
 */
export function RefundProgress({
  order,
  viewer,
}: {
  order: ServiceOrderDetail;
  viewer: 'customer' | 'lawyer';
}) {
  const requests = order.refund_requests;
  if (requests.length === 0 && order.refunded_amount === 0) return null;
  const last = requests.at(-1);
  const canAskAgain = viewer === 'customer' && last?.status === 2 && order.actions.includes('request_refund');
  return (
    <OrderSection title="退款进度">
      {order.refunded_amount > 0 ? (
        <OrderFields>
          <OrderField label="已退金额">
            <span className={styles.amount}>¥{formatFen(order.refunded_amount)}</span>（原路退回）
          </OrderField>
        </OrderFields>
      ) : null}
      {requests.length > 0 ? (
        <ol className={styles.requests}>
          {requests.map((request, index) => (
            <RefundRequestItem
              key={request.id}
              request={request}
              title={requests.length > 1 ? `第${index + 1}次申请` : null}
            />
          ))}
        </ol>
      ) : null}
      {canAskAgain ? <p className={styles.hint}>平台未同意本次退款，您可以补充说明后再申请一次。</p> : null}
    </OrderSection>
  );
}
