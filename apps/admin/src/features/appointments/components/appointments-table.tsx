import type { AdminAppointmentItem, Page } from '@lawbridge/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useLocation } from 'react-router';
import { appointmentPath } from '../../../app/paths';
import { PagedTable } from '../../../components/paged-table';
import { customerColumn } from '../../orders-shared/components/order-columns';
import { orderListColumns } from '../../orders-shared/components/order-list-columns';
import type { AppointmentListParams } from '../api/get-appointments';
import { APPOINTMENT_SLOT_COLUMNS } from './appointment-slot-columns';
import { AppointmentStateTag } from './appointment-state-tag';

function columns(search: string): TableColumnsType<AdminAppointmentItem> {
  return orderListColumns({
    orderPath: (orderNo) => appointmentPath(orderNo, search),
    orderColumns: [
      ...APPOINTMENT_SLOT_COLUMNS,
      customerColumn(130, (item) => item.customer.name),
      {
        title: '律师',
        key: 'lawyer',
        width: 90,
        render: (_, item) => item.lawyer?.name ?? <Typography.Text type="secondary">待分配</Typography.Text>,
      },
    ],
    stateTag: (item) => (
      <AppointmentStateTag
        state={item.state}
        label={item.state_label}
        refundOpen={item.refund_open}
        overdue={item.overdue}
      />
    ),
  });
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
