import type { AdminAppointmentItem, Page } from '@lawbridge/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link, useLocation } from 'react-router';
import { appointmentPath } from '../../../app/paths';
import { PagedTable } from '../../../components/paged-table';
import { formatShanghaiDateTime } from '../../../lib/format-time';
import { yuan } from '../../../lib/money';
import type { AppointmentListParams } from '../api/get-appointments';
import { formatAppointmentTime } from '../appointment-labels';
import { AppointmentStateTag } from './appointment-state-tag';

function columns(search: string): TableColumnsType<AdminAppointmentItem> {
  return [
    {
      title: '订单号',
      dataIndex: 'order_no',
      width: 170,
      render: (orderNo: string) => <Link to={appointmentPath(orderNo, search)}>{orderNo}</Link>,
    },
    {
      title: '预约时间',
      dataIndex: 'appointment_at',
      width: 130,
      render: (at: number) => formatAppointmentTime(at),
    },
    {
      title: '城市 / 类型',
      key: 'place',
      width: 150,
      render: (_, item) => (
        <>
          {item.area_name}
          <br />
          <Typography.Text type="secondary">{item.legal_type_name}</Typography.Text>
        </>
      ),
    },
    {
      title: '用户',
      key: 'customer',
      width: 130,
      render: (_, item) => (
        <>
          {item.customer.name}
          <br />
          {item.customer.phone}
        </>
      ),
    },
    {
      title: '律师',
      key: 'lawyer',
      width: 90,
      render: (_, item) => item.lawyer?.name ?? <Typography.Text type="secondary">待分配</Typography.Text>,
    },
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
      render: (_, item) => (
        <AppointmentStateTag
          state={item.state}
          label={item.state_label}
          refundOpen={item.refund_open}
          overdue={item.overdue}
        />
      ),
    },
    { title: '下单时间', dataIndex: 'created_at', width: 110, render: formatShanghaiDateTime },
  ];
}

interface AppointmentsTableProps {
  params: AppointmentListParams;
  filtered: boolean;
  query: UseQueryResult<Page<AdminAppointmentItem>>;
  onPageChange: (page: number, pageSize: number) => void;
}

/** One page of appointments; an order number opens the appointment over the list, keeping its filters. */
export function AppointmentsTable({ params, filtered, query, onPageChange }: AppointmentsTableProps) {
  const { search } = useLocation();
  return (
    <PagedTable<AdminAppointmentItem>
      query={query}
      paging={params}
      onPageChange={onPageChange}
      columns={columns(search)}
      rowKey="order_no"
      emptyText={filtered ? '没有符合条件的预约' : '暂无预约订单'}
    />
  );
}
