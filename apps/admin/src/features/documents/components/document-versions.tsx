import type { AdminDocumentVersion } from '@lawbridge/contract';
import { Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatShanghaiDateTime } from '../../../lib/format-time';
import { VersionPages } from './version-pages';

function reviewText(version: AdminDocumentVersion): string {
  const { review } = version;
  if (!review) return '—';
  const decision = review.decision === 'approve' ? '通过' : '驳回';
  const why = [review.reason_label, review.text].filter(Boolean).join('：');
  return `${decision}${why ? `（${why}）` : ''} · ${review.operator_name} · ${formatShanghaiDateTime(review.decided_at)}`;
}

const COLUMNS: TableColumnsType<AdminDocumentVersion> = [
  { title: '版本', dataIndex: 'version_no', width: 60, render: (no: number) => `第${no}版` },
  { title: '状态', dataIndex: 'state_label', width: 110 },
  { title: '页数', dataIndex: 'pages', width: 60, align: 'right' },
  {
    title: '审核',
    key: 'review',
    render: (_, version) => <Typography.Text>{reviewText(version)}</Typography.Text>,
  },
  { title: '提交时间', dataIndex: 'created_at', width: 110, render: formatShanghaiDateTime },
];

/** The document's other versions, newest first; a row unfolds to that version's pages and text. */
export function DocumentVersions({ versions }: { versions: readonly AdminDocumentVersion[] }) {
  if (versions.length === 0) return <Typography.Text type="secondary">没有其他版本</Typography.Text>;
  return (
    <Table<AdminDocumentVersion>
      size="small"
      rowKey="id"
      pagination={false}
      columns={COLUMNS}
      dataSource={[...versions]}
      expandable={{ expandedRowRender: (version) => <VersionPages version={version} /> }}
      scroll={{ x: 'max-content' }}
    />
  );
}
