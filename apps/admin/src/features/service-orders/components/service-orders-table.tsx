import type { AdminServiceOrderItem, Page } from '@lawbridge/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { useLocation } from 'react-router';
import { serviceOrderPath } from '../../../app/paths';
import { PagedTable } from '../../../components/paged-table';
import { yuan } from '../../../lib/money';
import { customerColumn } from '../../orders-shared/components/order-columns';
import { orderListColumns } from '../../orders-shared/components/order-list-columns';
import type { ServiceOrderListParams } from '../api/get-service-orders';
import { OrderStateTag } from './order-state-tag';

function columns(search: string): TableColumnsType<AdminServiceOrderItem> {
  return orderListColumns({
    orderPath: (orderNo) => serviceOrderPath(orderNo, search),
    orderColumns: [
      { title: '服务', dataIndex: 'service_name', width: 96 },
      customerColumn(150, (order) => order.customer.nickname),
      { title: '律师', key: 'lawyer', width: 80, render: (_, order) => order.lawyer.name },
      { title: '价格', dataIndex: 'price', width: 90, align: 'right', render: yuan },
    ],
    stateTag: (order) => (
      <OrderStateTag state={order.state} label={order.state_label} refundOpen={order.refund_open} />
    ),
  });
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
