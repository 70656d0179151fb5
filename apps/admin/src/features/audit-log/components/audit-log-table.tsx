import type { AuditLogItem, Page } from '@lawbridge/contract';
import { Empty, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatShanghaiDateTime } from '../../../lib/format-time';
import type { AuditLogParams } from '../api/get-audit-log';
import { auditActionLabel } from '../audit-actions';
import { PAGE_SIZE_OPTIONS } from '../use-audit-log-params';

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
  { title: '对象', dataIndex: 'target', width: 180, render: orDash },
  { title: '详情', dataIndex: 'detail', ellipsis: true, render: orDash },
  { title: 'IP', dataIndex: 'ip', width: 150, render: orDash },
];

interface AuditLogTableProps {
  params: AuditLogParams;
  page: Page<AuditLogItem> | undefined;
  loading: boolean;
  onPageChange: (page: number, pageSize: number) => void;
}

/** One server-side page of the audit log. */
export function AuditLogTable({ params, page, loading, onPageChange }: AuditLogTableProps) {
  const emptyText = params.action ? '没有符合条件的操作记录' : '暂无操作记录';
  return (
    <Table<AuditLogItem>
      rowKey="id"
      columns={COLUMNS}
      dataSource={page?.list}
      loading={loading}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
      pagination={{
        current: params.page,
        pageSize: params.page_size,
        total: page?.total ?? 0,
        pageSizeOptions: [...PAGE_SIZE_OPTIONS],
        showSizeChanger: true,
        showTotal: (total) => `共 ${total} 条`,
        onChange: onPageChange,
      }}
    />
  );
}
