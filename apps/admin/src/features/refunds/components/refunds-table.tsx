import type { AdminRefundRequestItem, Page } from '@lawbridge/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { serviceOrderPath } from '../../../app/paths';
import { PagedTable } from '../../../components/paged-table';
import { customerColumn } from '../../orders-shared/components/order-columns';
import { refundQueueColumns } from '../../orders-shared/components/refund-queue-columns';
import type { RefundRequestListParams } from '../api/get-refund-requests';

function columns(onDecide: (item: AdminRefundRequestItem) => void): TableColumnsType<AdminRefundRequestItem> {
  return refundQueueColumns({
    orderPath: serviceOrderPath,
    orderColumns: [
      {
        title: '服务 / 律师',
        key: 'service',
        width: 120,
        render: (_, item) => (
          <>
            {item.service_name}
            <br />
            <Typography.Text type="secondary">{item.lawyer.name}</Typography.Text>
          </>
        ),
      },
      customerColumn(130, (item) => item.customer.nickname),
    ],
    onDecide,
  });
}

interface RefundsTableProps {
  params: RefundRequestListParams;
  query: UseQueryResult<Page<AdminRefundRequestItem>>;
  onPageChange: (page: number, pageSize: number) => void;
  onDecide: (item: AdminRefundRequestItem) => void;
}

/** One page of refund requests, oldest first; 处理 opens the decision dialog. */
export function RefundsTable({ params, query, onPageChange, onDecide }: RefundsTableProps) {
  return (
    <PagedTable<AdminRefundRequestItem>
      query={query}
      paging={params}
      onPageChange={onPageChange}
      columns={columns(onDecide)}
      rowKey="id"
      emptyText={params.status ? '暂无记录' : '没有待处理的退款申请'}
    />
  );
}
