import type { AdminAppointmentRefundItem, Page } from '@lawbridge/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { appointmentPath } from '../../../app/paths';
import { PagedTable } from '../../../components/paged-table';
import { formatShanghaiDateTime } from '../../../lib/format-time';
import { yuan } from '../../../lib/money';
import type { RefundRequestListParams } from '../../refunds/api/get-refund-requests';
import { OrderImages } from '../../orders-shared/components/order-images';
import { REFUND_STATUS_LABELS } from '../../orders-shared/order-labels';
import { formatAppointmentTime } from '../appointment-labels';

function columns(
  onDecide: (item: AdminAppointmentRefundItem) => void,
): TableColumnsType<AdminAppointmentRefundItem> {
  return [
    { title: '申请时间', dataIndex: 'created_at', width: 110, render: formatShanghaiDateTime },
    {
      title: '订单号',
      dataIndex: 'order_no',
      width: 170,
      render: (orderNo: string) => <Link to={appointmentPath(orderNo)}>{orderNo}</Link>,
    },
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
    {
      title: '用户',
      key: 'customer',
      width: 120,
      render: (_, item) => (
        <>
          {item.customer.name}
          <br />
          {item.customer.phone}
        </>
      ),
    },
    {
      title: '原因',
      key: 'reason',
      render: (_, item) => (
        <>
          {item.reason}
          {item.text && <Typography.Text type="secondary">：{item.text}</Typography.Text>}
          {item.images.length > 0 && (
            <div style={{ marginTop: 6 }}>
              <OrderImages urls={item.images} label="退款图片" size={40} />
            </div>
          )}
        </>
      ),
    },
    { title: '实付', dataIndex: 'paid_amount', width: 90, align: 'right', render: yuan },
    { title: '可退', dataIndex: 'refundable', width: 90, align: 'right', render: yuan },
    {
      title: '操作',
      key: 'decide',
      width: 120,
      render: (_, item) =>
        item.status === 0 ? (
          <Button type="primary" size="small" onClick={() => onDecide(item)}>
            处理
          </Button>
        ) : (
          <>
            {REFUND_STATUS_LABELS[item.status]}
            {item.amount !== null && ` ${yuan(item.amount)}`}
            {item.decision_note && <div>{item.decision_note}</div>}
            {item.decided_by && <Typography.Text type="secondary">{item.decided_by}</Typography.Text>}
          </>
        ),
    },
  ];
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
