import type { AdminDocumentOrderDetail } from '@lawbridge/contract';
import { Empty, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatShanghaiDateTime } from '../../../lib/format-time';
import { DOWNLOAD_FORMAT_LABELS } from '../document-order-labels';

type Download = AdminDocumentOrderDetail['download_log'][number];

const COLUMNS: TableColumnsType<Download> = [
  { title: '时间', dataIndex: 'created_at', width: 160, render: formatShanghaiDateTime },
  { title: '版本', dataIndex: 'version_no', width: 70, render: (no: number) => `第${no}版` },
  {
    title: '方式',
    dataIndex: 'format',
    width: 130,
    render: (format: Download['format']) => DOWNLOAD_FORMAT_LABELS[format],
  },
  {
    title: '链接编号',
    dataIndex: 'link_id',
    render: (linkId: string) => <Typography.Text code>{linkId}</Typography.Text>,
  },
  { title: 'IP', dataIndex: 'ip', width: 140, render: (ip: string | null) => ip ?? '—' },
];

/** Every download and online reading of the buyer's copy: when, which version, how, which address, from where. */
export function DownloadLog({ downloads }: { downloads: readonly Download[] }) {
  return (
    <Table<Download>
      size="small"
      rowKey={(row) => `${row.link_id}-${row.created_at}`}
      pagination={false}
      columns={COLUMNS}
      dataSource={[...downloads]}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="尚未下载或阅读" /> }}
    />
  );
}
