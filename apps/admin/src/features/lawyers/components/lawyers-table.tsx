import type { AdminLawyerItem, Page } from '@lawbridge/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Badge, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { licenceColumn } from '../../../components/licence-no';
import { Link, useLocation } from 'react-router';
import { lawyerPath } from '../../../app/paths';
import { PagedTable } from '../../../components/paged-table';
import { formatShanghaiDate } from '../../../lib/format-time';
import type { LawyerListParams } from '../api/get-lawyers';
import { EnabledToggle } from './enabled-toggle';

function columns(search: string): TableColumnsType<AdminLawyerItem> {
  return [
    {
      title: '姓名',
      dataIndex: 'name',
      width: 76,
      ellipsis: true,
      render: (name: string, lawyer) => <Link to={lawyerPath(lawyer.uuid, search)}>{name}</Link>,
    },
    { title: '手机号', dataIndex: 'phone', width: 116 },
    { title: '律所', dataIndex: 'law_firm', ellipsis: true },
    { title: '地区', dataIndex: 'area_name', width: 120, ellipsis: true },
    licenceColumn(),
    {
      title: '接单状态',
      dataIndex: 'accepting',
      width: 96,
      render: (accepting: number) =>
        accepting === 1 ? (
          <Badge status="success" text="接单中" />
        ) : (
          <Badge status="default" text="暂停接单" />
        ),
    },
    { title: '服务单数', dataIndex: 'served_orders', width: 80, align: 'right' },
    {
      title: '状态',
      dataIndex: 'enabled',
      width: 72,
      render: (enabled: number) => (enabled === 1 ? <Tag color="success">正常</Tag> : <Tag>已停用</Tag>),
    },
    { title: '入驻时间', dataIndex: 'created_at', width: 100, render: formatShanghaiDate },
    {
      title: '操作',
      key: 'enabled-toggle',
      width: 64,
      render: (_, lawyer) => <EnabledToggle lawyer={lawyer} />,
    },
  ];
}

interface LawyersTableProps {
  params: LawyerListParams;
  query: UseQueryResult<Page<AdminLawyerItem>>;
  onPageChange: (page: number, pageSize: number) => void;
}

/** One page of lawyers; a name opens the lawyer's profile over the list, keeping its filters. */
export function LawyersTable({ params, query, onPageChange }: LawyersTableProps) {
  const { search } = useLocation();
  const filtered = params.keyword !== undefined || params.enabled !== undefined;
  return (
    <PagedTable<AdminLawyerItem>
      query={query}
      paging={params}
      onPageChange={onPageChange}
      columns={columns(search)}
      rowKey="uuid"
      emptyText={filtered ? '没有符合条件的律师' : '暂无认证律师'}
    />
  );
}
