import { DISPATCH_OVERDUE_MS } from '@lawbridge/contract';
import type { AdminAppointmentItem, Page } from '@lawbridge/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Flex, Tag, Typography, theme } from 'antd';
import type { TableColumnsType } from 'antd';
import { appointmentPath } from '../../../app/paths';
import { PagedTable } from '../../../components/paged-table';
import { formatShanghaiDateTime } from '../../../lib/format-time';
import { yuan } from '../../../lib/money';
import type { Paging } from '../../../lib/use-list-search';
import { customerColumn, orderNoColumn } from '../../orders-shared/components/order-columns';
import { durationSince } from '../appointment-labels';
import { APPOINTMENT_SLOT_COLUMNS } from './appointment-slot-columns';

interface DispatchActions {
  onAssign: (item: AdminAppointmentItem) => void;
  onReject: (item: AdminAppointmentItem) => void;
}

function columns(
  now: number,
  { onAssign, onReject }: DispatchActions,
): TableColumnsType<AdminAppointmentItem> {
  return [
    orderNoColumn(appointmentPath),
    {
      title: '支付时间',
      key: 'paid',
      width: 170,
      render: (_, item) => {
        if (item.paid_at === null) return '—';
        // In the queue since its payment, or since a lawyer declined it or let it time out.
        const since = item.waiting_since ?? item.paid_at;
        return (
          <>
            {formatShanghaiDateTime(item.paid_at)}
            <br />
            {since > item.paid_at && <Tag color="warning">退回重派</Tag>}
            {/* Overdue is the server's word (its clock); the waiting time is counted here. */}
            {item.overdue && <Tag color="error">超时未派单</Tag>}
            {(!item.overdue || now - since >= DISPATCH_OVERDUE_MS) && (
              <Typography.Text type={item.overdue ? 'danger' : 'secondary'}>
                已等待{durationSince(since, now)}
              </Typography.Text>
            )}
          </>
        );
      },
    },
    customerColumn(120, (item) => item.customer.name),
    ...APPOINTMENT_SLOT_COLUMNS,
    {
      title: '指定律师',
      key: 'lawyer',
      width: 110,
      render: (_, item) =>
        item.lawyer ? (
          <>
            {item.lawyer.name}
            <br />
            <Typography.Text type="secondary">用户指定</Typography.Text>
          </>
        ) : (
          <Typography.Text type="secondary">平台分配</Typography.Text>
        ),
    },
    { title: '实付', dataIndex: 'paid_amount', width: 80, align: 'right', render: yuan },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      render: (_, item) => (
        <Flex gap={8}>
          <Button type="primary" size="small" onClick={() => onAssign(item)}>
            分配
          </Button>
          <Button danger size="small" onClick={() => onReject(item)}>
            拒绝
          </Button>
        </Flex>
      ),
    },
  ];
}

interface DispatchTableProps extends DispatchActions {
  paging: Paging;
  query: UseQueryResult<Page<AdminAppointmentItem>>;
  onPageChange: (page: number, pageSize: number) => void;
  /** The moment waiting times are counted to. */
  now: number;
}

/**
 * The dispatch queue, oldest payment first; rows in the queue longer than 2 hours (since they last came into
 * it) stand out, and those sent back after a decline or timeout say so.
 */
export function DispatchTable({ paging, query, onPageChange, now, ...actions }: DispatchTableProps) {
  const { token } = theme.useToken();
  return (
    <PagedTable<AdminAppointmentItem>
      query={query}
      paging={paging}
      onPageChange={onPageChange}
      columns={columns(now, actions)}
      rowKey="order_no"
      emptyText="没有待派单的预约"
      onRow={(item) => (item.overdue ? { style: { background: token.colorErrorBg } } : {})}
    />
  );
}
