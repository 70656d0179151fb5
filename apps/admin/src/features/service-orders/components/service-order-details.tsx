import type {
  AdminLedgerLine,
  AdminPaymentRecord,
  AdminRefundRecord,
  AdminServiceOrderDetail,
} from '@lawbridge/contract';
import { Descriptions, Empty, Flex, Table, Tag, Timeline, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatShanghaiDateTime } from '../../../lib/format-time';
import { percentOfBp, yuan } from '../../../lib/money';
import {
  accountLabel,
  ACTOR_LABELS,
  LEDGER_KIND_LABELS,
  PAYMENT_KIND_LABELS,
  REFUND_STATUS_LABELS,
} from '../order-labels';
import { OrderStateTag } from './order-state-tag';

const time = (epochMs: number | null) => (epochMs === null ? '—' : formatShanghaiDateTime(epochMs));

const PAYMENT_COLUMNS: TableColumnsType<AdminPaymentRecord> = [
  {
    title: '类型',
    dataIndex: 'kind',
    width: 60,
    render: (kind: string) => PAYMENT_KIND_LABELS[kind] ?? kind,
  },
  { title: '渠道', dataIndex: 'provider', width: 80 },
  { title: '金额', dataIndex: 'amount', width: 90, align: 'right', render: yuan },
  {
    title: '状态',
    dataIndex: 'state',
    width: 80,
    render: (state: string) => (state === 'succeeded' ? '成功' : '处理中'),
  },
  { title: '渠道流水号', dataIndex: 'provider_txn', ellipsis: true },
  { title: '时间', dataIndex: 'created_at', width: 160, render: formatShanghaiDateTime },
];

const REFUND_COLUMNS: TableColumnsType<AdminRefundRecord> = [
  { title: '申请时间', dataIndex: 'created_at', width: 160, render: formatShanghaiDateTime },
  {
    title: '原因',
    key: 'reason',
    render: (_, refund) => (
      <>
        {refund.reason}
        {refund.text && <Typography.Text type="secondary">：{refund.text}</Typography.Text>}
      </>
    ),
  },
  {
    title: '处理结果',
    key: 'result',
    width: 200,
    render: (_, refund) => (
      <>
        <Tag color={refund.status === 0 ? 'warning' : refund.status === 1 ? 'success' : 'default'}>
          {REFUND_STATUS_LABELS[refund.status]}
        </Tag>
        {refund.amount !== null && yuan(refund.amount)}
        {refund.decision_note && <div>{refund.decision_note}</div>}
        {refund.decided_by && (
          <Typography.Text type="secondary">
            {refund.decided_by} · {time(refund.decided_at)}
          </Typography.Text>
        )}
      </>
    ),
  },
];

const LEDGER_COLUMNS: TableColumnsType<AdminLedgerLine> = [
  { title: '凭证', dataIndex: 'transaction_id', width: 60 },
  {
    title: '业务',
    dataIndex: 'kind',
    width: 120,
    render: (kind: string) => LEDGER_KIND_LABELS[kind] ?? kind,
  },
  { title: '账户', dataIndex: 'account', render: accountLabel },
  {
    title: '金额',
    dataIndex: 'amount',
    width: 100,
    align: 'right',
    render: (fen: number) => (
      <Typography.Text type={fen < 0 ? 'danger' : 'success'}>
        {fen > 0 ? `+${yuan(fen)}` : `-${yuan(-fen)}`}
      </Typography.Text>
    ),
  },
  { title: '时间', dataIndex: 'created_at', width: 160, render: formatShanghaiDateTime },
];

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </Flex>
  );
}

/** The whole order for the drawer: facts, timeline, payments, refund requests and its ledger lines. */
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
          {/* Once finished or cancelled nothing more can go back, whatever was not refunded. */}
          {order.actions.length > 0 ? yuan(order.refundable) : '—'}
        </Descriptions.Item>
        <Descriptions.Item label="佣金比例">{percentOfBp(order.commission_rate_bp)}</Descriptions.Item>
        <Descriptions.Item label="用户">
          {order.customer.nickname} {order.customer.phone}
        </Descriptions.Item>
        <Descriptions.Item label="律师">{order.lawyer.name}</Descriptions.Item>
        <Descriptions.Item label="下单时间">{time(order.created_at)}</Descriptions.Item>
        <Descriptions.Item label="支付时间">{time(order.paid_at)}</Descriptions.Item>
        <Descriptions.Item label="问题描述" span={2}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
            {order.description}
          </Typography.Paragraph>
        </Descriptions.Item>
        {order.delivery_note && (
          <Descriptions.Item label="交付说明" span={2}>
            {order.delivery_note}
          </Descriptions.Item>
        )}
        {order.close_reason && (
          <Descriptions.Item label="关闭原因" span={2}>
            {order.close_reason}
          </Descriptions.Item>
        )}
      </Descriptions>

      <Section title="订单进度">
        <Timeline
          items={order.events.map((event) => ({
            key: `${event.created_at}-${event.transition}`,
            children: (
              <>
                <Typography.Text strong>{event.label}</Typography.Text>{' '}
                <Typography.Text type="secondary">
                  {ACTOR_LABELS[event.actor] ?? event.actor} · {formatShanghaiDateTime(event.created_at)}
                </Typography.Text>
                {event.amount !== null && <div>金额 {yuan(event.amount)}</div>}
                {event.note && <div>{event.note}</div>}
              </>
            ),
          }))}
        />
        {order.events.length === 0 && <Typography.Text type="secondary">尚未支付</Typography.Text>}
      </Section>

      <Section title="支付记录">
        <Table<AdminPaymentRecord>
          size="small"
          rowKey="id"
          pagination={false}
          columns={PAYMENT_COLUMNS}
          dataSource={order.payments}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无支付记录" /> }}
        />
      </Section>

      <Section title="退款申请">
        <Table<AdminRefundRecord>
          size="small"
          rowKey="id"
          pagination={false}
          columns={REFUND_COLUMNS}
          dataSource={order.refund_requests}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无退款申请" /> }}
        />
      </Section>

      <Section title="账务分录">
        <Table<AdminLedgerLine>
          size="small"
          rowKey={(line) => `${line.transaction_id}-${line.account}`}
          pagination={false}
          columns={LEDGER_COLUMNS}
          dataSource={order.ledger}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无分录" /> }}
        />
      </Section>
    </Flex>
  );
}
