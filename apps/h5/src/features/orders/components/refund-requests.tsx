import { formatFen, type ServiceRefundRequest } from '@lawbridge/contract';
import { formatDateTime } from '../../../lib/format';
import { OrderFiles } from './order-files';
import { OrderImages } from './order-images';
import { OrderField, OrderFields } from './order-section';
import styles from './refund-requests.module.css';

const TONES: Record<number, string | undefined> = { 0: styles.waiting, 1: styles.granted, 2: styles.refused };

/** What the platform decided, in words: 全额退款 ¥300.00, 部分退款 ¥150.00. */
function refundResultText(request: ServiceRefundRequest): string | null {
  if (request.status !== 1 || request.amount === null) return null;
  return `${request.result === 'full' ? '全额退款' : '部分退款'} ¥${formatFen(request.amount)}`;
}

interface RefundRequestItemProps {
  request: ServiceRefundRequest;
  title: string;
  /** Whether the decision reads as an amount going back the way it was paid: ¥150.00（原路退回）. */
  showRoute: boolean;
}

function RefundRequestItem({ request, title, showRoute }: RefundRequestItemProps) {
  const result = refundResultText(request);
  return (
    <li className={styles.request} aria-label={title}>
      <div className={styles.head}>
        <span className={styles.heading}>{title}</span>
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
        {result && showRoute ? (
          <OrderField label="处理结果">
            <span className={styles.amount}>{result}</span>（原路退回）
          </OrderField>
        ) : null}
        {result && !showRoute ? <OrderField label="处理结果">{result}</OrderField> : null}
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
 * Every refund request of an order (service order or appointment), oldest first, with its evidence (images,
 * files with 下载, in WeChat 复制下载链接) and the platform's decision on each.
 */
export function RefundRequests({
  requests,
  showRoute = true,
}: {
  requests: readonly ServiceRefundRequest[];
  showRoute?: boolean;
}) {
  return (
    <ol className={styles.requests}>
      {requests.map((request, index) => (
        <RefundRequestItem
          key={request.id}
          request={request}
          title={requests.length > 1 ? `第${index + 1}次申请` : '退款申请'}
          showRoute={showRoute}
        />
      ))}
    </ol>
  );
}
