import type { AdminRefundRecord } from '@lawbridge/contract';
import { Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatShanghaiDateTime } from '../../../lib/format-time';
import { yuan } from '../../../lib/money';
import { lawyerMayAnswer } from '../refund-hearing';
import { DecideRefundButton } from './decide-refund-button';
import { OrderFiles } from './order-files';
import { OrderImages } from './order-images';
import { orderNoColumn, paidAmountColumn } from './order-columns';
import { RefundDecisionLine, RefundLawyerAnswer } from './refund-hearing-lines';
import { RefundStatusTag } from './refund-status-tag';

/** What a refund queue shows of a request and its order, whatever the order kind. */
type RefundQueueRow = AdminRefundRecord & { order_no: string; paid_amount: number; refundable: number };

/**
 * The columns of a refund review queue (退款申请, 预约退款): 申请时间, 订单号, the order kind's own columns,
 * 原因 with the customer's images and files, 律师答复, 实付, 可退, 状态, and 处理 while open (enabled once
 * the lawyer was heard) or else the decision taken.
 */
export function refundQueueColumns<Row extends RefundQueueRow>({
  orderPath,
  orderColumns,
  onDecide,
}: {
  /** Where the order number leads. */
  orderPath: (orderNo: string) => string;
  /** The order kind's columns, between 订单号 and 原因. */
  orderColumns: TableColumnsType<Row>;
  onDecide: (row: Row) => void;
}): TableColumnsType<Row> {
  return [
    { title: '申请时间', dataIndex: 'created_at', width: 110, render: formatShanghaiDateTime },
    orderNoColumn(orderPath),
    ...orderColumns,
    {
      title: '原因',
      key: 'reason',
      render: (_, row) => (
        <>
          {row.reason}
          {row.text && <Typography.Text type="secondary">：{row.text}</Typography.Text>}
          {row.images.length > 0 && (
            <div style={{ marginTop: 6 }}>
              <OrderImages urls={row.images} label="退款图片" size={40} />
            </div>
          )}
          {row.files.length > 0 && (
            <div style={{ marginTop: 6 }}>
              <OrderFiles files={row.files} label="退款凭证文件" />
            </div>
          )}
        </>
      ),
    },
    { title: '律师答复', key: 'answer', width: 160, render: (_, row) => <RefundLawyerAnswer refund={row} /> },
    paidAmountColumn(),
    { title: '可退', dataIndex: 'refundable', width: 90, align: 'right', render: yuan },
    { title: '状态', key: 'status', width: 100, render: (_, row) => <RefundStatusTag refund={row} /> },
    {
      title: '操作',
      key: 'decide',
      width: 180,
      render: (_, row) =>
        row.status === 0 ? (
          <DecideRefundButton
            size="small"
            heard={!lawyerMayAnswer(row, Date.now())}
            answerDueAt={row.answer_due_at}
            onClick={() => onDecide(row)}
          >
            处理
          </DecideRefundButton>
        ) : (
          <RefundDecisionLine refund={row} />
        ),
    },
  ];
}
