import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { formatShanghaiDateTime } from '../../../lib/format-time';
import { yuan } from '../../../lib/money';
import { orderNoColumn, paidAmountColumn } from './order-columns';

/** What an order list shows of every order, whatever its kind. */
interface OrderListRow {
  order_no: string;
  paid_amount: number;
  refunded_amount: number;
  created_at: number;
}

/**
 * The columns of an order list (服务订单, 预约订单): 订单号, the order kind's own columns, 实付, 已退款,
 * 状态 and 下单时间.
 */
export function orderListColumns<Row extends OrderListRow>({
  orderPath,
  orderColumns,
  stateTag,
}: {
  /** Where the order number leads. */
  orderPath: (orderNo: string) => string;
  /** The order kind's columns, between 订单号 and 实付. */
  orderColumns: TableColumnsType<Row>;
  /** The order's state as the kind shows it. */
  stateTag: (row: Row) => ReactNode;
}): TableColumnsType<Row> {
  return [
    orderNoColumn(orderPath),
    ...orderColumns,
    paidAmountColumn(),
    {
      title: '已退款',
      dataIndex: 'refunded_amount',
      width: 90,
      align: 'right',
      render: (fen: number) => (fen > 0 ? yuan(fen) : '—'),
    },
    { title: '状态', dataIndex: 'state', width: 170, render: (_, row) => stateTag(row) },
    { title: '下单时间', dataIndex: 'created_at', width: 110, render: formatShanghaiDateTime },
  ];
}
