import type { AdminRefundRecord } from '@lawbridge/contract';
import { Button, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatShanghaiDateTime } from '../../../lib/format-time';
import { yuan } from '../../../lib/money';
import { REFUND_STATUS_LABELS } from '../order-labels';
import { OrderFiles } from './order-files';
import { OrderImages } from './order-images';
import { orderNoColumn, paidAmountColumn } from './order-columns';

/** What a refund queue shows of a request and its order, whatever the order kind. */
type RefundQueueRow = AdminRefundRecord & { order_no: string; paid_amount: number; refundable: number };

/**
 * The columns of a refund review queue (退款申请, 预约退款): 申请时间, 订单号, the order kind's own columns,
 * 原因 with the customer's images and files, 实付, 可退, and 处理 while open or else the decision taken.
 */
export function refundQueueColumns<Row extends RefundQueueRow>({
  orderPath,
  orderColumns,
  decisionWidth,
  showDecider = false,
  onDecide,
}: {
  /** Where the order number leads. */
  orderPath: (orderNo: string) => string;
  /** The order kind's columns, between 订单号 and 原因. */
  orderColumns: TableColumnsType<Row>;
  decisionWidth: number;
  /** A decided request also names the operator who decided it. */
  showDecider?: boolean;
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
    paidAmountColumn(),
    { title: '可退', dataIndex: 'refundable', width: 90, align: 'right', render: yuan },
    {
      title: '操作',
      key: 'decide',
      width: decisionWidth,
      render: (_, row) =>
        row.status === 0 ? (
          <Button type="primary" size="small" onClick={() => onDecide(row)}>
            处理
          </Button>
        ) : (
          <>
            {REFUND_STATUS_LABELS[row.status]}
            {row.amount !== null && ` ${yuan(row.amount)}`}
            {row.decision_note && <div>{row.decision_note}</div>}
            {showDecider && row.decided_by && (
              <Typography.Text type="secondary">{row.decided_by}</Typography.Text>
            )}
          </>
        ),
    },
  ];
}
