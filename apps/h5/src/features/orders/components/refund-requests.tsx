import type { ServiceRefundRequest } from '@lawbridge/contract';
import { formatDateTime } from '../../../lib/format';
import { refundDecisionText, refundProgressText } from '../refund-text';
import { OrderFiles } from './order-files';
import { OrderImages } from './order-images';
import { OrderField, OrderFields } from './order-section';
import styles from './refund-requests.module.css';

const TONES: Record<number, string | undefined> = { 0: styles.waiting, 1: styles.granted, 2: styles.refused };

/** The customer's side of a request: when, why, their text, images and files (下载, in WeChat 复制下载链接). */
export function RefundClaim({ request }: { request: ServiceRefundRequest }) {
  return (
    <>
      <OrderFields>
        <OrderField label="申请时间">{formatDateTime(request.created_at)}</OrderField>
        <OrderField label="退款原因">{request.reason}</OrderField>
        {request.text ? <OrderField label="退款说明">{request.text}</OrderField> : null}
      </OrderFields>
      <OrderImages urls={request.images} label="退款图片" />
      <OrderFiles files={request.files} label="退款凭证文件" />
    </>
  );
}

/** The lawyer's side of a request (说明情况): their text and images, a tap opens the images full screen. */
function LawyerAnswer({ answer }: { answer: NonNullable<ServiceRefundRequest['lawyer_answer']> }) {
  return (
    <>
      <OrderFields>
        <OrderField label="律师说明">{answer.text}</OrderField>
        <OrderField label="说明时间">{formatDateTime(answer.created_at)}</OrderField>
      </OrderFields>
      <OrderImages urls={answer.images} label="律师说明图片" />
    </>
  );
}

function RefundRequestItem({ request, title }: { request: ServiceRefundRequest; title: string }) {
  const progress = refundProgressText(request);
  return (
    <li className={styles.request} aria-label={title}>
      <div className={styles.head}>
        <span className={styles.heading}>{title}</span>
        <span className={`${styles.status} ${TONES[request.status] ?? ''}`}>{request.status_label}</span>
      </div>
      <RefundClaim request={request} />
      {request.lawyer_answer ? <LawyerAnswer answer={request.lawyer_answer} /> : null}
      <OrderFields>
        {progress ? <OrderField label="处理进度">{progress}</OrderField> : null}
        {request.decision ? (
          <>
            <OrderField label="处理结果">{refundDecisionText(request.decision)}</OrderField>
            <OrderField label="处理时间">{formatDateTime(request.decision.decided_at)}</OrderField>
          </>
        ) : null}
      </OrderFields>
    </li>
  );
}

/**
 * Every refund request of an order (service order or appointment), oldest first, as both sides read it:
 * the customer's evidence (images, files with 下载, in WeChat 复制下载链接), the lawyer's answer, where the
 * request stands (the lawyer's time to answer, then the platform's) and the decision with its reason.
 */
export function RefundRequests({ requests }: { requests: readonly ServiceRefundRequest[] }) {
  return (
    <ol className={styles.requests}>
      {requests.map((request, index) => (
        <RefundRequestItem
          key={request.id}
          request={request}
          title={requests.length > 1 ? `第${index + 1}次申请` : '退款申请'}
        />
      ))}
    </ol>
  );
}
