import { ReviewState } from '@lawbridge/contract';
import type { AdminApplicationItem, Page } from '@lawbridge/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { Flex } from 'antd';
import { Link, useLocation } from 'react-router';
import { applicationPath } from '../../../app/paths';
import { licenceColumn } from '../../../components/licence-no';
import { PagedTable } from '../../../components/paged-table';
import { formatShanghaiDateTime } from '../../../lib/format-time';
import type { ApplicationListParams } from '../api/get-applications';
import { LicenceWarningTags } from './licence-warnings';
import { reviewStatusLabel, ReviewStatusTag } from './review-status-tag';

function columns(search: string): TableColumnsType<AdminApplicationItem> {
  return [
    {
      title: '申请人',
      dataIndex: 'real_name',
      width: 110,
      ellipsis: true,
      render: (name: string, application) => (
        <Flex vertical align="flex-start" gap={2}>
          {name}
          <LicenceWarningTags application={application} />
        </Flex>
      ),
    },
    { title: '手机号', dataIndex: 'user_phone', width: 116 },
    licenceColumn(),
    { title: '执业机构', dataIndex: 'law_firm', ellipsis: true },
    { title: '执业地区', dataIndex: 'area_name', ellipsis: true },
    { title: '申请时间', dataIndex: 'created_at', width: 160, render: formatShanghaiDateTime },
    {
      title: '状态',
      dataIndex: 'status',
      width: 80,
      render: (status: number) => <ReviewStatusTag status={status} />,
    },
    {
      title: '操作',
      key: 'open',
      width: 64,
      render: (_, application) => (
        <Link to={applicationPath(application.id, search)}>
          {application.status === ReviewState.waiting.value ? '审核' : '查看'}
        </Link>
      ),
    },
  ];
}

function emptyTextFor({ keyword, status }: ApplicationListParams): string {
  if (keyword !== undefined) return '没有符合条件的认证申请';
  if (status !== undefined) return `暂无${reviewStatusLabel(status)}的认证申请`;
  return '暂无认证申请';
}

interface ApplicationsTableProps {
  params: ApplicationListParams;
  query: UseQueryResult<Page<AdminApplicationItem>>;
  onPageChange: (page: number, pageSize: number) => void;
}

/** One page of the queue; each row opens the application over the list, keeping its filters. */
export function ApplicationsTable({ params, query, onPageChange }: ApplicationsTableProps) {
  const { search } = useLocation();
  return (
    <PagedTable<AdminApplicationItem>
      query={query}
      paging={params}
      onPageChange={onPageChange}
      columns={columns(search)}
      rowKey="id"
      emptyText={emptyTextFor(params)}
    />
  );
}
