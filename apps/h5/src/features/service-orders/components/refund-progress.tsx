import { formatFen, type ServiceOrderDetail } from '@lawbridge/contract';
import { OrderField, OrderFields, OrderSection } from '../../orders/components/order-section';
import { RefundAnswerActions } from '../../orders/components/refund-answer-actions';
import { RefundRequests } from '../../orders/components/refund-requests';
import styles from './refund-progress.module.css';

/**
 * 退款进度 for both parties: every refund request with its evidence, the lawyer's answer, where it stands and
 * the decision with its reason, what went back in all, and for the lawyer 同意退款 / 说明情况 while the
 * request waits for them. An order refunded without a request (the lawyer declined it, nobody accepted it,
 * the customer cancelled it) shows the refunded amount alone.
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
      {requests.length > 0 ? <RefundRequests requests={requests} /> : null}
      {viewer === 'lawyer' ? <RefundAnswerActions kind="service" order={order} /> : null}
      {canAskAgain ? <p className={styles.hint}>平台未同意本次退款，您可以补充说明后再申请一次。</p> : null}
    </OrderSection>
  );
}
