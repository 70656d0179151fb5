import type { TableColumnType } from 'antd';
import { Link } from 'react-router';
import { yuan } from '../../../lib/money';

/** 订单号, a link to the order at `orderPath(orderNo)`. */
export function orderNoColumn<Row extends { order_no: string }>(
  orderPath: (orderNo: string) => string,
): TableColumnType<Row> {
  return {
    title: '订单号',
    dataIndex: 'order_no',
    width: 170,
    render: (orderNo: string) => <Link to={orderPath(orderNo)}>{orderNo}</Link>,
  };
}

/** 用户: the customer's name (`nameOf`, as the order kind calls it) over their phone. */
export function customerColumn<Row extends { customer: { phone: string } }>(
  width: number,
  nameOf: (row: Row) => string,
): TableColumnType<Row> {
  return {
    title: '用户',
    key: 'customer',
    width,
    render: (_, row) => (
      <>
        {nameOf(row)}
        <br />
        {row.customer.phone}
      </>
    ),
  };
}

/** 实付: what the customer paid for the order. */
export function paidAmountColumn<Row extends { paid_amount: number }>(): TableColumnType<Row> {
  return { title: '实付', dataIndex: 'paid_amount', width: 90, align: 'right', render: yuan };
}
