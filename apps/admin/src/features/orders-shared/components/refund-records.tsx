import type { AdminRefundRecord } from '@lawbridge/contract';
import { Empty, Flex, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatShanghaiDateTime } from '../../../lib/format-time';
import { yuan } from '../../../lib/money';
import { OrderFiles } from './order-files';
import { OrderImages } from './order-images';
import { REFUND_STATUS_LABELS } from '../order-labels';

const time = (epochMs: number | null) => (epochMs === null ? '—' : formatShanghaiDateTime(epochMs));

const COLUMNS: TableColumnsType<AdminRefundRecord> = [
  { title: '申请时间', dataIndex: 'created_at', width: 160, render: formatShanghaiDateTime },
  {
    title: '原因',
    key: 'reason',
    render: (_, refund) => (
      <Flex vertical gap={6}>
        <span>
          {refund.reason}
          {refund.text && <Typography.Text type="secondary">：{refund.text}</Typography.Text>}
        </span>
        <OrderImages urls={refund.images} label="退款图片" size={40} />
        <OrderFiles files={refund.files} label="退款凭证文件" />
      </Flex>
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
          <div>
            <Typography.Text type="secondary">
              {refund.decided_by} · {time(refund.decided_at)}
            </Typography.Text>
          </div>
        )}
      </>
    ),
  },
];

/** An order's refund requests as the console sees them: reason, images and files, decision and who decided. */
export function RefundRecordsTable({ refunds }: { refunds: readonly AdminRefundRecord[] }) {
  return (
    <Table<AdminRefundRecord>
      size="small"
      rowKey="id"
      pagination={false}
      columns={COLUMNS}
      dataSource={[...refunds]}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无退款申请" /> }}
    />
  );
}
