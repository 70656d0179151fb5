import type { AdminRefundRecord } from '@lawbridge/contract';
import { Empty, Flex, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatShanghaiDateTime } from '../../../lib/format-time';
import { OrderFiles } from './order-files';
import { OrderImages } from './order-images';
import { RefundDecisionLine, RefundLawyerAnswer } from './refund-hearing-lines';
import { RefundStatusTag } from './refund-status-tag';

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
    title: '律师答复',
    key: 'answer',
    width: 200,
    render: (_, refund) => <RefundLawyerAnswer refund={refund} />,
  },
  {
    title: '处理结果',
    key: 'result',
    width: 200,
    render: (_, refund) => (
      <Flex vertical gap={4} align="flex-start">
        <RefundStatusTag refund={refund} />
        <RefundDecisionLine refund={refund} />
      </Flex>
    ),
  },
];

/**
 * An order's refund requests as the console sees them: reason, images and files, the lawyer's answer, the
 * decision with its reason and who decided.
 */
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
