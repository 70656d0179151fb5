import type { AdminWithdrawalItem, Page } from '@lawbridge/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { Link, useLocation } from 'react-router';
import { withdrawalPath } from '../../../app/paths';
import { PagedTable } from '../../../components/paged-table';
import { formatShanghaiDateTime } from '../../../lib/format-time';
import { yuan } from '../../../lib/money';
import type { WithdrawalListParams } from '../api/get-withdrawals';
import { WithdrawalStateTag } from './withdrawal-state-tag';

function columns(search: string): TableColumnsType<AdminWithdrawalItem> {
  return [
    {
      title: '提现单号',
      dataIndex: 'withdrawal_no',
      width: 170,
      render: (no: string) => <Link to={withdrawalPath(no, search)}>{no}</Link>,
    },
    {
      title: '律师',
      key: 'lawyer',
      width: 130,
      render: (_, row) => (
        <>
          {row.lawyer.name}
          <br />
          {row.lawyer.phone}
        </>
      ),
    },
    { title: '金额', dataIndex: 'amount', width: 110, align: 'right', render: yuan },
    { title: '方式', dataIndex: 'method_label', width: 170 },
    {
      title: '状态',
      dataIndex: 'state',
      width: 150,
      render: (_, row) => (
        <WithdrawalStateTag
          state={row.state}
          label={row.state_label}
          firstApprovedBy={row.first_approved_by}
        />
      ),
    },
    { title: '申请时间', dataIndex: 'created_at', width: 110, render: formatShanghaiDateTime },
    {
      title: '完成时间',
      dataIndex: 'finished_at',
      width: 110,
      render: (at: number | null) => (at === null ? '—' : formatShanghaiDateTime(at)),
    },
  ];
}

interface WithdrawalsTableProps {
  params: WithdrawalListParams;
  filtered: boolean;
  query: UseQueryResult<Page<AdminWithdrawalItem>>;
  onPageChange: (page: number, pageSize: number) => void;
}

/** One page of withdrawals; a withdrawal number opens its detail over the queue, keeping the filters. */
export function WithdrawalsTable({ params, filtered, query, onPageChange }: WithdrawalsTableProps) {
  const { search } = useLocation();
  return (
    <PagedTable<AdminWithdrawalItem>
      query={query}
      paging={params}
      onPageChange={onPageChange}
      columns={columns(search)}
      rowKey="withdrawal_no"
      emptyText={filtered ? '没有符合条件的提现' : '暂无提现申请'}
    />
  );
}
