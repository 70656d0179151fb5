import type { AdminAppointmentDetail, AdminAppointmentOffer, AppointmentStateKey } from '@lawbridge/contract';
import { Descriptions, Empty, Flex, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatShanghaiDateTime } from '../../../lib/format-time';
import { percentOfBp, yuan } from '../../../lib/money';
import { DetailSection } from '../../orders-shared/components/detail-section';
import { LedgerLinesTable } from '../../orders-shared/components/ledger-lines';
import { OrderTimeline } from '../../orders-shared/components/order-timeline';
import { OrderTranscript } from '../../orders-shared/components/order-transcript';
import { PaymentRecordsTable } from '../../orders-shared/components/payment-records';
import { RefundRecordsTable } from '../../orders-shared/components/refund-records';
import { formatAppointmentTime, OFFER_OUTCOME_LABELS } from '../appointment-labels';
import { AppointmentStateTag } from './appointment-state-tag';

const time = (epochMs: number | null) => (epochMs === null ? '—' : formatShanghaiDateTime(epochMs));

/** What happens at `next_deadline_at` if nobody acts first. */
const DEADLINE_LABELS: Partial<Record<AppointmentStateKey, string>> = {
  unpaid: '未支付自动关闭',
  waiting_lawyer: '律师未确认退回派单',
  time_proposed: '用户未确认新时间退回派单',
  receive: '自动完成',
};

const OFFER_COLUMNS: TableColumnsType<AdminAppointmentOffer> = [
  { title: '律师', key: 'lawyer', width: 100, render: (_, offer) => offer.lawyer.name },
  { title: '派单时间', dataIndex: 'offered_at', width: 160, render: formatShanghaiDateTime },
  {
    title: '结果',
    key: 'outcome',
    render: (_, offer) => {
      const outcome = OFFER_OUTCOME_LABELS[offer.outcome];
      return (
        <>
          <Tag color={outcome.color}>{outcome.text}</Tag>
          {offer.reason}
        </>
      );
    },
  },
  { title: '结束时间', dataIndex: 'ended_at', width: 160, render: time },
];

/**
 * The whole appointment for the drawer: the customer's wishes, dispatch, timeline, money, refund requests,
 * the parties' chat (with refund requests) and ledger lines.
 */
export function AppointmentDetails({ appointment: order }: { appointment: AdminAppointmentDetail }) {
  const deadline = DEADLINE_LABELS[order.state];
  return (
    <Flex vertical gap={24}>
      <Descriptions column={2} size="small" bordered>
        <Descriptions.Item label="状态" span={2}>
          <AppointmentStateTag
            state={order.state}
            label={order.state_label}
            refundOpen={order.refund_open}
            overdue={order.overdue}
          />
        </Descriptions.Item>
        <Descriptions.Item label="预约时间">
          {formatAppointmentTime(order.appointment_at)}
          {order.proposed_at !== null ? (
            <Typography.Text type="warning">
              {' '}
              （律师建议改为 {formatAppointmentTime(order.proposed_at)}）
            </Typography.Text>
          ) : null}
        </Descriptions.Item>
        <Descriptions.Item label="城市">
          {order.area_name} {order.lawyer_other_city ? <Tag color="warning">律师在外地</Tag> : null}
        </Descriptions.Item>
        <Descriptions.Item label="咨询类型">{order.legal_type_name}</Descriptions.Item>
        <Descriptions.Item label="联系人">
          {order.customer.name} {order.phone}
        </Descriptions.Item>
        <Descriptions.Item label="用户账号">
          {order.customer.nickname} {order.customer.phone}
        </Descriptions.Item>
        <Descriptions.Item label="律师">
          {order.lawyer ? (
            <>
              {order.lawyer.name} {order.lawyer_phone ?? ''}{' '}
              <Tag>{order.lawyer_chosen ? '用户指定' : '平台分配'}</Tag>
              {order.lawyer_office_address ? <div>律所地址：{order.lawyer_office_address}</div> : null}
            </>
          ) : (
            <Typography.Text type="secondary">待分配</Typography.Text>
          )}
        </Descriptions.Item>
        <Descriptions.Item label="见面地点说明" span={2}>
          {order.place_note ?? '—'}
        </Descriptions.Item>
        <Descriptions.Item label="问题描述" span={2}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
            {order.description}
          </Typography.Paragraph>
        </Descriptions.Item>
        <Descriptions.Item label="价格">{yuan(order.price)}</Descriptions.Item>
        <Descriptions.Item label="实付">{yuan(order.paid_amount)}</Descriptions.Item>
        <Descriptions.Item label="已退款">{yuan(order.refunded_amount)}</Descriptions.Item>
        <Descriptions.Item label="可退金额">
          {/* Shown while a refund request is open or an operator may act; once finished, rejected or refunded nothing more can go back. */}
          {order.refund_open > 0 || order.actions.length > 0 ? yuan(order.refundable) : '—'}
        </Descriptions.Item>
        <Descriptions.Item label="佣金比例">{percentOfBp(order.commission_rate_bp)}</Descriptions.Item>
        <Descriptions.Item label="下单时间">{time(order.created_at)}</Descriptions.Item>
        <Descriptions.Item label="支付时间">{time(order.paid_at)}</Descriptions.Item>
        <Descriptions.Item label="律师接受时间">{time(order.accepted_at)}</Descriptions.Item>
        <Descriptions.Item label="完成时间">{time(order.finished_at)}</Descriptions.Item>
        {deadline && order.next_deadline_at !== null && (
          <Descriptions.Item label={deadline}>{time(order.next_deadline_at)}</Descriptions.Item>
        )}
        {order.reject_reason && (
          <Descriptions.Item label="拒绝原因" span={2}>
            {order.reject_reason}
          </Descriptions.Item>
        )}
      </Descriptions>

      <DetailSection title="订单进度">
        <OrderTimeline events={order.events} />
      </DetailSection>

      <DetailSection title="派单记录">
        <Table<AdminAppointmentOffer>
          size="small"
          rowKey={(offer) => `${offer.lawyer.uuid}-${offer.offered_at}`}
          pagination={false}
          columns={OFFER_COLUMNS}
          dataSource={order.offers}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="尚未派单" /> }}
        />
      </DetailSection>

      <DetailSection title="支付记录">
        <PaymentRecordsTable payments={order.payments} />
      </DetailSection>

      <DetailSection title="退款申请">
        <RefundRecordsTable refunds={order.refund_records} />
      </DetailSection>

      {order.transcript.length > 0 && (
        <DetailSection title="聊天记录">
          <OrderTranscript messages={order.transcript} truncated={order.transcript_truncated} />
        </DetailSection>
      )}

      <DetailSection title="账务分录">
        <LedgerLinesTable lines={order.ledger} />
      </DetailSection>
    </Flex>
  );
}
