import type { AdminAppealItem, Page } from '@lawbridge/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { Tag } from 'antd';
import { Link, useLocation } from 'react-router';
import { appealPath } from '../../../app/paths';
import { PagedTable } from '../../../components/paged-table';
import { formatShanghaiDateTime } from '../../../lib/format-time';
import { yuan } from '../../../lib/money';
import { customerColumn, paidAmountColumn } from '../../orders-shared/components/order-columns';
import type { AppealListParams } from '../api/get-appeals';
import { ORDER_KIND_LABELS } from '../appeal-labels';
import { AppealStateTag } from './appeal-state-tag';

function columns(search: string): TableColumnsType<AdminAppealItem> {
  return [
    {
      title: '订单号',
      dataIndex: 'order_no',
      width: 170,
      render: (orderNo: string, row) => (
        <>
          <Link to={appealPath(row.id, search)}>{orderNo}</Link>
          <br />
          {ORDER_KIND_LABELS[row.order_kind]} · {row.order_title}
        </>
      ),
    },
    { title: '类型', dataIndex: 'type', width: 100 },
    customerColumn(130, (row) => row.customer.nickname),
    {
      title: '律师',
      key: 'lawyer',
      width: 130,
      render: (_, row) => (
        <>
          {row.lawyer.name}
          {row.lawyer_paused ? (
            <Tag color="red" style={{ marginLeft: 4 }}>
              已暂停
            </Tag>
          ) : row.lawyer_strikes > 0 ? (
            <Tag color="orange" style={{ marginLeft: 4 }}>
              违规{row.lawyer_strikes}
            </Tag>
          ) : null}
        </>
      ),
    },
    paidAmountColumn(),
    {
      title: '退款',
      dataIndex: 'refund_amount',
      width: 90,
      align: 'right',
      render: (fen: number | null) => (fen === null ? '—' : yuan(fen)),
    },
    {
      title: '状态',
      dataIndex: 'state',
      width: 170,
      render: (_, row) => <AppealStateTag state={row.state} label={row.state_label} />,
    },
    { title: '提交时间', dataIndex: 'created_at', width: 110, render: formatShanghaiDateTime },
  ];
}

interface AppealsTableProps {
  params: AppealListParams;
  filtered: boolean;
  query: UseQueryResult<Page<AdminAppealItem>>;
  onPageChange: (page: number, pageSize: number) => void;
}

/** One page of appeals; an order number opens the appeal over the queue, keeping its filters. */
export function AppealsTable({ params, filtered, query, onPageChange }: AppealsTableProps) {
  const { search } = useLocation();
  return (
    <PagedTable<AdminAppealItem>
      query={query}
      paging={params}
      onPageChange={onPageChange}
      columns={columns(search)}
      rowKey="id"
      emptyText={filtered ? '没有符合条件的申诉' : '暂无申诉'}
    />
  );
}
