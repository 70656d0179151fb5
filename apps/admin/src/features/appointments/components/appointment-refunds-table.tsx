import type { AdminAppointmentRefundItem, Page } from '@lawbridge/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { appointmentPath } from '../../../app/paths';
import { PagedTable } from '../../../components/paged-table';
import { customerColumn } from '../../orders-shared/components/order-columns';
import { refundQueueColumns } from '../../orders-shared/components/refund-queue-columns';
import type { RefundRequestListParams } from '../../refunds/api/get-refund-requests';
import { formatAppointmentTime } from '../appointment-labels';

function columns(
  onDecide: (item: AdminAppointmentRefundItem) => void,
): TableColumnsType<AdminAppointmentRefundItem> {
  return refundQueueColumns({
    orderPath: appointmentPath,
    orderColumns: [
      {
        title: '预约 / 律师',
        key: 'appointment',
        width: 130,
        render: (_, item) => (
          <>
            {formatAppointmentTime(item.appointment_at)}
            <br />
            <Typography.Text type="secondary">{item.lawyer?.name ?? '—'}</Typography.Text>
          </>
        ),
      },
      customerColumn(120, (item) => item.customer.name),
    ],
    onDecide,
  });
}

interface AppointmentRefundsTableProps {
  params: RefundRequestListParams;
  query: UseQueryResult<Page<AdminAppointmentRefundItem>>;
  onPageChange: (page: number, pageSize: number) => void;
  onDecide: (item: AdminAppointmentRefundItem) => void;
}

/** One page of appointment refund reviews, open ones oldest first; 处理 opens the decision dialog. */
export function AppointmentRefundsTable({
  params,
  query,
  onPageChange,
  onDecide,
}: AppointmentRefundsTableProps) {
  return (
    <PagedTable<AdminAppointmentRefundItem>
      query={query}
      paging={params}
      onPageChange={onPageChange}
      columns={columns(onDecide)}
      rowKey="id"
      emptyText={params.status ? '暂无记录' : '没有待审核的预约退款'}
    />
  );
}
