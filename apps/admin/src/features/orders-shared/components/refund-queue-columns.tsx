import type { AdminRefundRecord } from '@lawbridge/contract';
import { Flex, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatShanghaiDateTime } from '../../../lib/format-time';
import { yuan } from '../../../lib/money';
import { lawyerMayAnswer } from '../refund-hearing';
import { DecideRefundButton } from './decide-refund-button';
import { OrderFiles } from './order-files';
import { OrderImages } from './order-images';
import { orderNoColumn } from './order-columns';
import { RefundDecisionLine, RefundLawyerAnswer } from './refund-hearing-lines';
import { RefundStatusTag } from './refund-status-tag';

/** What a refund queue shows of a request and its order, whatever the order kind. */
type RefundQueueRow = AdminRefundRecord & { order_no: string; paid_amount: number; refundable: number };

/**
 * The columns of a refund review queue (退款申请, 预约退款): 申请时间, 订单号, the order kind's own columns,
 * 原因 with the customer's images and files over the lawyer's answer, 实付 / 可退, and 状态 with 处理 while
 * open (enabled once the lawyer was heard) or else the decision taken.
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
      title: '原因 / 律师答复',
      key: 'reason',
      render: (_, row) => (
        <Flex vertical gap={6}>
          <span>
            {row.reason}
            {row.text && <Typography.Text type="secondary">：{row.text}</Typography.Text>}
          </span>
          <OrderImages urls={row.images} label="退款图片" size={40} />
          <OrderFiles files={row.files} label="退款凭证文件" />
          <Typography.Text type="secondary">律师答复：</Typography.Text>
          <RefundLawyerAnswer refund={row} />
        </Flex>
      ),
    },
    {
      title: '实付 / 可退',
      key: 'amounts',
      width: 110,
      align: 'right',
      render: (_, row) => (
        <>
          {yuan(row.paid_amount)}
          <br />
          <Typography.Text type="secondary">可退 {yuan(row.refundable)}</Typography.Text>
        </>
      ),
    },
    {
      title: '状态',
      key: 'status',
      width: 170,
      render: (_, row) => (
        <Flex vertical gap={6} align="flex-start">
          <RefundStatusTag refund={row} />
          {row.status === 0 ? (
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
          )}
        </Flex>
      ),
    },
  ];
}
