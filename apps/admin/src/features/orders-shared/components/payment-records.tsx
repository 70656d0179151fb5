import type { AdminPaymentRecord } from '@lawbridge/contract';
import { Empty, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatShanghaiDateTime } from '../../../lib/format-time';
import { yuan } from '../../../lib/money';
import { PAYMENT_KIND_LABELS, PAYMENT_STATE_LABELS } from '../order-labels';

const COLUMNS: TableColumnsType<AdminPaymentRecord> = [
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
    width: 100,
    render: (state: string) => {
      const label = PAYMENT_STATE_LABELS[state];
      return label ? <Tag color={label.color}>{label.text}</Tag> : state;
    },
  },
  { title: '渠道流水号', dataIndex: 'provider_txn', ellipsis: true },
  { title: '时间', dataIndex: 'created_at', width: 160, render: formatShanghaiDateTime },
];

/** An order's payments and refunds at the provider, each with its state (a failed refund is owed to the customer). */
export function PaymentRecordsTable({ payments }: { payments: readonly AdminPaymentRecord[] }) {
  return (
    <Table<AdminPaymentRecord>
      size="small"
      rowKey="id"
      pagination={false}
      columns={COLUMNS}
      dataSource={[...payments]}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无支付记录" /> }}
    />
  );
}
