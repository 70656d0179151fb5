import type { AdminServiceOrderDetail } from '@lawbridge/contract';
import { Descriptions, Flex, Typography } from 'antd';
import { formatShanghaiDateTime } from '../../../lib/format-time';
import { percentOfBp, yuan } from '../../../lib/money';
import { DetailSection } from '../../orders-shared/components/detail-section';
import { LedgerLinesTable } from '../../orders-shared/components/ledger-lines';
import { OrderFiles } from '../../orders-shared/components/order-files';
import { OrderImages } from '../../orders-shared/components/order-images';
import { OrderTimeline } from '../../orders-shared/components/order-timeline';
import { PaymentRecordsTable } from '../../orders-shared/components/payment-records';
import { RefundRecordsTable } from '../../orders-shared/components/refund-records';
import { OrderStateTag } from './order-state-tag';
import { ServiceOrderTranscript } from './service-order-transcript';

const time = (epochMs: number | null) => (epochMs === null ? '—' : formatShanghaiDateTime(epochMs));

/**
 * The whole order for the drawer: facts, timeline, payments, refund requests, the parties' chat (a page at a
 * time) and its ledger lines.
 */
export function ServiceOrderDetails({ order }: { order: AdminServiceOrderDetail }) {
  return (
    <Flex vertical gap={24}>
      <Descriptions column={2} size="small" bordered>
        <Descriptions.Item label="状态" span={2}>
          <OrderStateTag state={order.state} label={order.state_label} refundOpen={order.refund_open} />
        </Descriptions.Item>
        <Descriptions.Item label="服务">{order.service_name}</Descriptions.Item>
        <Descriptions.Item label="价格">{yuan(order.price)}</Descriptions.Item>
        <Descriptions.Item label="实付">{yuan(order.paid_amount)}</Descriptions.Item>
        <Descriptions.Item label="已退款">{yuan(order.refunded_amount)}</Descriptions.Item>
        <Descriptions.Item label="可退金额">
          {/* Shown while a refund request is open or an operator may act; once finished or cancelled nothing more can go back. */}
          {order.refund_open > 0 || order.actions.length > 0 ? yuan(order.refundable) : '—'}
        </Descriptions.Item>
        <Descriptions.Item label="佣金比例">{percentOfBp(order.commission_rate_bp)}</Descriptions.Item>
        <Descriptions.Item label="用户">
          {order.customer.nickname} {order.customer.phone}
        </Descriptions.Item>
        <Descriptions.Item label="律师">{order.lawyer.name}</Descriptions.Item>
        <Descriptions.Item label="下单时间">{time(order.created_at)}</Descriptions.Item>
        <Descriptions.Item label="支付时间">{time(order.paid_at)}</Descriptions.Item>
        <Descriptions.Item label="问题描述" span={2}>
          <Flex vertical gap={8}>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
              {order.description}
            </Typography.Paragraph>
            <OrderImages urls={order.images} label="用户图片" />
            <OrderFiles files={order.files} label="用户文件" />
          </Flex>
        </Descriptions.Item>
        {(order.delivery_note ||
          order.delivery_attachments.length > 0 ||
          order.delivery_files.length > 0) && (
          <Descriptions.Item label="交付内容" span={2}>
            <Flex vertical gap={8}>
              {order.delivery_note && (
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                  {order.delivery_note}
                </Typography.Paragraph>
              )}
              <OrderImages urls={order.delivery_attachments} label="交付附件" />
              <OrderFiles files={order.delivery_files} label="交付文件" />
            </Flex>
          </Descriptions.Item>
        )}
        {order.close_reason && (
          <Descriptions.Item label="关闭原因" span={2}>
            {order.close_reason}
          </Descriptions.Item>
        )}
      </Descriptions>

      <DetailSection title="订单进度">
        <OrderTimeline events={order.events} />
      </DetailSection>

      <DetailSection title="支付记录">
        <PaymentRecordsTable payments={order.payments} />
      </DetailSection>

      <DetailSection title="退款申请">
        <RefundRecordsTable refunds={order.refund_requests} />
      </DetailSection>

      <DetailSection title="聊天记录">
        <ServiceOrderTranscript orderNo={order.order_no} />
      </DetailSection>

      <DetailSection title="账务分录">
        <LedgerLinesTable lines={order.ledger} />
      </DetailSection>
    </Flex>
  );
}
