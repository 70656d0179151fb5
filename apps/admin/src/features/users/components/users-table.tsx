import type { AdminUserItem, Page } from '@lawbridge/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link, useLocation } from 'react-router';
import { userPath } from '../../../app/paths';
import { PagedTable } from '../../../components/paged-table';
import { formatShanghaiDate, formatShanghaiDateTime } from '../../../lib/format-time';
import type { UserListParams } from '../api/get-users';
import { BanTag } from './ban-tag';

function columns(search: string): TableColumnsType<AdminUserItem> {
  return [
    {
      title: '昵称',
      dataIndex: 'nickname',
      ellipsis: true,
      render: (nickname: string, user) => <Link to={userPath(user.uuid, search)}>{nickname}</Link>,
    },
    { title: '手机号', dataIndex: 'phone', width: 130 },
    {
      title: '身份',
      dataIndex: 'is_lawyer',
      width: 100,
      render: (isLawyer: number) => (isLawyer === 1 ? <Tag color="blue">律师</Tag> : <Tag>用户</Tag>),
    },
    { title: '注册时间', dataIndex: 'created_at', width: 120, render: formatShanghaiDate },
    {
      title: '最近登录',
      dataIndex: 'last_login_at',
      width: 180,
      render: (at: number | null) => (at === null ? '—' : formatShanghaiDateTime(at)),
    },
    {
      title: '状态',
      dataIndex: 'ban',
      width: 100,
      render: (ban: AdminUserItem['ban']) => <BanTag ban={ban} />,
    },
  ];
}

interface UsersTableProps {
  params: UserListParams;
  query: UseQueryResult<Page<AdminUserItem>>;
  onPageChange: (page: number, pageSize: number) => void;
}

/** One page of users; a nickname opens the user's detail over the list, keeping its filters. */
export function UsersTable({ params, query, onPageChange }: UsersTableProps) {
  const { search } = useLocation();
  const filtered = params.keyword !== undefined || params.banned !== undefined;
  return (
    <PagedTable<AdminUserItem>
      query={query}
      paging={params}
      onPageChange={onPageChange}
      columns={columns(search)}
      rowKey="uuid"
      emptyText={filtered ? '没有符合条件的用户' : '暂无用户'}
    />
  );
}
