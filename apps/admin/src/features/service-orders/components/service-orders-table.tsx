import type { AdminServiceOrderItem, Page } from '@lawbridge/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { Link, useLocation } from 'react-router';
import { serviceOrderPath } from '../../../app/paths';
import { PagedTable } from '../../../components/paged-table';
import { formatShanghaiDateTime } from '../../../lib/format-time';
import { yuan } from '../../../lib/money';
import type { ServiceOrderListParams } from '../api/get-service-orders';
import { OrderStateTag } from './order-state-tag';

function columns(search: string): TableColumnsType<AdminServiceOrderItem> {
  return [
    {
      title: '订单号',
      dataIndex: 'order_no',
      width: 170,
      render: (orderNo: string) => <Link to={serviceOrderPath(orderNo, search)}>{orderNo}</Link>,
    },
    { title: '服务', dataIndex: 'service_name', width: 96 },
    {
      title: '用户',
      key: 'customer',
      width: 150,
      render: (_, order) => (
        <>
          {order.customer.nickname}
          <br />
          {order.customer.phone}
        </>
      ),
    },
    { title: '律师', key: 'lawyer', width: 80, render: (_, order) => order.lawyer.name },
    { title: '价格', dataIndex: 'price', width: 90, align: 'right', render: yuan },
    { title: '实付', dataIndex: 'paid_amount', width: 90, align: 'right', render: yuan },
    {
      title: '已退款',
      dataIndex: 'refunded_amount',
      width: 90,
      align: 'right',
      render: (fen: number) => (fen > 0 ? yuan(fen) : '—'),
    },
    {
      title: '状态',
      dataIndex: 'state',
      width: 170,
      render: (_, order) => (
        <OrderStateTag state={order.state} label={order.state_label} refundOpen={order.refund_open} />
      ),
    },
    { title: '下单时间', dataIndex: 'created_at', width: 110, render: formatShanghaiDateTime },
  ];
}

interface ServiceOrdersTableProps {
  params: ServiceOrderListParams;
  filtered: boolean;
  query: UseQueryResult<Page<AdminServiceOrderItem>>;
  onPageChange: (page: number, pageSize: number) => void;
}

/** One page of service orders; an order number opens the order over the list, keeping its filters. */
export function ServiceOrdersTable({ params, filtered, query, onPageChange }: ServiceOrdersTableProps) {
  const { search } = useLocation();
  return (
    <PagedTable<AdminServiceOrderItem>
      query={query}
      paging={params}
      onPageChange={onPageChange}
      columns={columns(search)}
      rowKey="order_no"
      emptyText={filtered ? '没有符合条件的订单' : '暂无服务订单'}
    />
  );
}
