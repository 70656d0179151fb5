import { DOCUMENT_FORMAT_LABELS } from '@lawbridge/contract';
import type { AdminDocumentItem, Page } from '@lawbridge/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { Tag } from 'antd';
import { Link, useLocation } from 'react-router';
import { PagedTable } from '../../../components/paged-table';
import { formatShanghaiDateTime } from '../../../lib/format-time';
import type { Paging } from '../../../lib/use-list-search';
import { DocumentPrice } from './document-price';
import { DocumentStateTag } from './document-state-tag';

/** Wider than a narrow window: the table scrolls inside its card. */
const TABLE_SCROLL = { x: 980 };

/** The columns every document list shows: 标题, 上传者, 分类, 页数, 价格. */
function baseColumns(openPath: (id: number) => string): TableColumnsType<AdminDocumentItem> {
  return [
    {
      title: '标题',
      dataIndex: 'title',
      width: 240,
      render: (title: string, row) => (
        <>
          <Link to={openPath(row.id)}>{title}</Link>
          {row.reviewing_version_id !== null && row.state !== 'reviewing' && (
            <Tag color="gold" style={{ marginLeft: 4 }}>
              新版本待审
            </Tag>
          )}
        </>
      ),
    },
    {
      title: '上传者',
      key: 'uploader',
      width: 130,
      render: (_, row) => (
        <>
          {row.uploader.name}
          <br />
          {row.uploader.kind === 'platform' ? '平台文档' : row.uploader.phone}
        </>
      ),
    },
    {
      title: '分类',
      key: 'type',
      width: 120,
      render: (_, row) => (
        <>
          {row.legal_type_name}
          <br />
          {DOCUMENT_FORMAT_LABELS[row.format]}
        </>
      ),
    },
    { title: '页数', dataIndex: 'pages', width: 60, align: 'right' },
    {
      title: '价格',
      dataIndex: 'price',
      width: 90,
      align: 'right',
      render: (fen: number) => <DocumentPrice fen={fen} />,
    },
  ];
}

/** 文档管理 also shows the state, sales and open reports. */
const MANAGED_COLUMNS: TableColumnsType<AdminDocumentItem> = [
  {
    title: '状态',
    dataIndex: 'state',
    width: 90,
    render: (_, row) => <DocumentStateTag state={row.state} label={row.state_label} />,
  },
  { title: '销量', dataIndex: 'sales', width: 70, align: 'right' },
  {
    title: '举报',
    dataIndex: 'open_reports',
    width: 70,
    align: 'right',
    render: (count: number) => (count > 0 ? <Tag color="red">{count}</Tag> : '—'),
  },
];

interface DocumentsTableProps {
  /** Where a title opens the document, keeping the list's address (`search`). */
  openPath: (id: number, search: string) => string;
  /** 文档管理's columns too (state, sales, reports); the review queue needs none of them. */
  managed: boolean;
  paging: Paging;
  query: UseQueryResult<Page<AdminDocumentItem>>;
  onPageChange: (page: number, pageSize: number) => void;
  emptyText: string;
}

/** One page of documents; a title opens the document over the list. */
export function DocumentsTable({
  openPath,
  managed,
  paging,
  query,
  onPageChange,
  emptyText,
}: DocumentsTableProps) {
  const { search } = useLocation();
  const columns: TableColumnsType<AdminDocumentItem> = [
    ...baseColumns((id) => openPath(id, search)),
    ...(managed ? MANAGED_COLUMNS : []),
    {
      // A document in review changed last when its version was submitted.
      title: managed ? '更新时间' : '提交时间',
      dataIndex: 'updated_at',
      width: 110,
      render: formatShanghaiDateTime,
    },
  ];
  return (
    <PagedTable<AdminDocumentItem>
      query={query}
      paging={paging}
      onPageChange={onPageChange}
      columns={columns}
      scroll={TABLE_SCROLL}
      rowKey="id"
      emptyText={emptyText}
    />
  );
}
