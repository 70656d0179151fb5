import { formatFen, type ServiceOrderDetail } from '@lawbridge/contract';
import { formatDateTime } from '../../../lib/format';
import { OrderFiles } from '../../orders/components/order-files';
import { OrderImages } from '../../orders/components/order-images';
import { OrderTimeline } from '../../orders/components/order-timeline';
import { OrderField, OrderFields, OrderSection } from '../../orders/components/order-section';
import { OrderStatusHeader } from '../../orders/components/order-status-header';
import { nextStepText } from '../order-text';
import styles from './order-detail-sections.module.css';

/** The order's state in large type, what happens next, and the amount. */
export function ServiceOrderStatusHeader({
  order,
  viewer,
}: {
  order: ServiceOrderDetail;
  viewer: 'customer' | 'lawyer';
}) {
  return (
    <OrderStatusHeader
      label="订单状态"
      stateLabel={order.state_label}
      price={order.price}
      next={nextStepText(order, viewer)}
      ended={order.state === 'closed' || order.state === 'cancelled'}
    />
  );
}

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
      <OrderImages urls={order.images} label="问题图片" />
      <OrderFiles files={order.files} label="问题附件" />
    </OrderSection>
  );
}

/** 交付内容: the lawyer's delivery note, images and files, once delivered. */
export function DeliverySection({ order }: { order: ServiceOrderDetail }) {
  if (order.delivered_at === null && !order.delivery_note) return null;
  return (
    <OrderSection title="交付内容">
      <p className={styles.text}>{order.delivery_note ?? '律师已标记交付'}</p>
      <OrderImages urls={order.delivery_attachments} label="交付附件" />
      <OrderFiles files={order.delivery_files} label="交付文件" />
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
