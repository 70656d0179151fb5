import type { AuditLogItem, Page } from '@lawbridge/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { PagedTable } from '../../../components/paged-table';
import { formatShanghaiDateTime } from '../../../lib/format-time';
import type { AuditLogParams } from '../api/get-audit-log';
import { auditActionLabel } from '../audit-actions';
import { AuditTarget } from './audit-target';

const orDash = (value: string | null) => value ?? '—';

const COLUMNS: TableColumnsType<AuditLogItem> = [
  { title: '时间', dataIndex: 'created_at', width: 180, render: formatShanghaiDateTime },
  { title: '操作人', dataIndex: 'operator', width: 140 },
  {
    title: '操作',
    dataIndex: 'action',
    width: 140,
    render: (action: string) => <Tag>{auditActionLabel(action)}</Tag>,
  },
  {
    title: '对象',
    dataIndex: 'target',
    width: 200,
    ellipsis: true,
    render: (_, entry) => <AuditTarget entry={entry} />,
  },
  { title: '详情', dataIndex: 'detail', ellipsis: true, render: orDash },
  { title: 'IP', dataIndex: 'ip', width: 150, render: orDash },
];

interface AuditLogTableProps {
  params: AuditLogParams;
  query: UseQueryResult<Page<AuditLogItem>>;
  onPageChange: (page: number, pageSize: number) => void;
}

/** One server-side page of the audit log. */
export function AuditLogTable({ params, query, onPageChange }: AuditLogTableProps) {
  const filtered = [params.action, params.operator_id, params.date_from, params.date_to].some(
    (value) => value !== undefined,
  );
  return (
    <PagedTable<AuditLogItem>
      query={query}
      paging={params}
      onPageChange={onPageChange}
      columns={COLUMNS}
      rowKey="id"
      emptyText={filtered ? '没有符合条件的操作记录' : '暂无操作记录'}
    />
  );
}
