import { formatFen, type ServiceOrderDetail } from '@lawbridge/contract';
import { formatDateTime } from '../../../lib/format';
import { OrderTimeline } from './order-timeline';
import { OrderField, OrderFields, OrderSection } from './order-section';
import styles from './order-detail-sections.module.css';

/** Number, service, amounts and the moments the order passed so far. */
export function OrderInfoSection({ order }: { order: ServiceOrderDetail }) {
  const moments: Array<[string, number | null]> = [
    ['下单时间', order.created_at],
    ['支付时间', order.paid_at],
    ['接单时间', order.accepted_at],
    ['交付时间', order.delivered_at],
    ['完成时间', order.finished_at],
  ];
  return (
    <OrderSection title="订单信息">
      <OrderFields>
        <OrderField label="订单号">{order.order_no}</OrderField>
        <OrderField label="服务项目">{order.service_name}</OrderField>
        <OrderField label="订单金额">¥{formatFen(order.price)}</OrderField>
        {order.paid_amount > 0 ? (
          <OrderField label="实付金额">¥{formatFen(order.paid_amount)}</OrderField>
        ) : null}
        {moments.map(([label, at]) =>
          at === null ? null : (
            <OrderField key={label} label={label}>
              {formatDateTime(at)}
            </OrderField>
          ),
        )}
      </OrderFields>
    </OrderSection>
  );
}

export function DescriptionSection({ order }: { order: ServiceOrderDetail }) {
  return (
    <OrderSection title="问题描述">
      <p className={styles.text}>{order.description}</p>
    </OrderSection>
  );
}

/** The lawyer's delivery note, once delivered. */
export function DeliverySection({ order }: { order: ServiceOrderDetail }) {
  if (order.delivered_at === null && !order.delivery_note) return null;
  return (
    <OrderSection title="交付说明">
      <p className={styles.text}>{order.delivery_note ?? '律师已标记交付'}</p>
    </OrderSection>
  );
}

/** Where a refund stands: asked and waiting for the platform, or how much went back. */
export function RefundSection({ order }: { order: ServiceOrderDetail }) {
  if (!order.refund_open && order.refunded_amount === 0) return null;
  const request = [...order.events].reverse().find((event) => event.transition === 'request_refund');
  return (
    <OrderSection title="退款">
      <OrderFields>
        <OrderField label="退款状态">
          <span className={order.refund_open ? styles.open : undefined}>
            {order.refund_open ? '平台审核中' : '已退款'}
          </span>
        </OrderField>
        {order.refunded_amount > 0 ? (
          <OrderField label="已退金额">¥{formatFen(order.refunded_amount)}</OrderField>
        ) : null}
        {request ? <OrderField label="申请时间">{formatDateTime(request.created_at)}</OrderField> : null}
        {request?.note ? <OrderField label="退款原因">{request.note}</OrderField> : null}
      </OrderFields>
    </OrderSection>
  );
}

export function TimelineSection({ order }: { order: ServiceOrderDetail }) {
  return (
    <OrderSection title="订单进度">
      <OrderTimeline events={order.events} />
    </OrderSection>
  );
}
