import { DOCUMENT_STATE_LABELS } from '@lawbridge/contract';
import type { AdminDocumentReport, Page } from '@lawbridge/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { Button, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { documentPath } from '../../../app/paths';
import { PagedTable } from '../../../components/paged-table';
import { formatShanghaiDateTime } from '../../../lib/format-time';
import type { Paging } from '../../../lib/use-list-search';
import { REPORT_STATE_COLOURS } from '../document-labels';
import { DocumentStateTag } from './document-state-tag';
import { HandleReportDialog } from './handle-report-dialog';

/** Wider than a narrow window: the table scrolls inside its card. */
const TABLE_SCROLL = { x: 960 };

interface Handling {
  report: AdminDocumentReport;
  result: 'dismissed' | 'taken_down';
}

function columns(handle: (handling: Handling) => void): TableColumnsType<AdminDocumentReport> {
  return [
    {
      title: '文档',
      key: 'document',
      width: 220,
      render: (_, row) => (
        <>
          <Link to={documentPath(row.document.id)}>{row.document.title}</Link>{' '}
          <DocumentStateTag state={row.document.state} label={DOCUMENT_STATE_LABELS[row.document.state]} />
        </>
      ),
    },
    { title: '原因', dataIndex: 'reason_label', width: 90 },
    {
      title: '举报说明',
      dataIndex: 'text',
      render: (text: string) => (
        <Typography.Paragraph ellipsis={{ rows: 3, expandable: true }} style={{ margin: 0 }}>
          {text || '—'}
        </Typography.Paragraph>
      ),
    },
    {
      title: '举报人',
      key: 'reporter',
      width: 120,
      render: (_, row) => (
        <>
          {row.reporter.name}
          <br />
          {row.reporter.phone}
        </>
      ),
    },
    { title: '举报时间', dataIndex: 'created_at', width: 110, render: formatShanghaiDateTime },
    {
      title: '处理',
      key: 'state',
      width: 200,
      render: (_, row) =>
        row.state === 'open' ? (
          <Flex gap={8} wrap>
            <Button size="small" onClick={() => handle({ report: row, result: 'dismissed' })}>
              驳回举报
            </Button>
            <Button size="small" danger onClick={() => handle({ report: row, result: 'taken_down' })}>
              下架文档
            </Button>
          </Flex>
        ) : (
          <>
            <Tag color={REPORT_STATE_COLOURS[row.state]}>{row.state_label}</Tag>
            {row.handled_note && <div>{row.handled_note}</div>}
            <Typography.Text type="secondary">
              {row.operator_name ?? ''}
              {row.handled_at !== null && ` · ${formatShanghaiDateTime(row.handled_at)}`}
            </Typography.Text>
          </>
        ),
    },
  ];
}

interface ReportsTableProps {
  paging: Paging;
  filtered: boolean;
  query: UseQueryResult<Page<AdminDocumentReport>>;
  onPageChange: (page: number, pageSize: number) => void;
}

/** One page of 举报: open ones with 驳回举报 and 下架文档, handled ones with the result and who decided. */
export function ReportsTable({ paging, filtered, query, onPageChange }: ReportsTableProps) {
  const [handling, setHandling] = useState<Handling | null>(null);
  return (
    <>
      <PagedTable<AdminDocumentReport>
        query={query}
        paging={paging}
        onPageChange={onPageChange}
        columns={columns(setHandling)}
        rowKey="id"
        scroll={TABLE_SCROLL}
        emptyText={filtered ? '没有符合条件的举报' : '暂无举报'}
      />
      {handling && (
        <HandleReportDialog
          report={handling.report}
          result={handling.result}
          onClose={() => setHandling(null)}
        />
      )}
    </>
  );
}
