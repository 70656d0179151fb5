import type { AdminLedgerLine } from '@lawbridge/contract';
import { Empty, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatShanghaiDateTime } from '../../../lib/format-time';
import { yuan } from '../../../lib/money';
import { accountLabel, LEDGER_KIND_LABELS } from '../order-labels';

const COLUMNS: TableColumnsType<AdminLedgerLine> = [
  { title: '凭证', dataIndex: 'transaction_id', width: 60 },
  {
    title: '业务',
    dataIndex: 'kind',
    width: 120,
    render: (kind: string) => LEDGER_KIND_LABELS[kind] ?? kind,
  },
  { title: '账户', dataIndex: 'account', render: accountLabel },
  {
    title: '金额',
    dataIndex: 'amount',
    width: 100,
    align: 'right',
    render: (fen: number) => (
      <Typography.Text type={fen < 0 ? 'danger' : 'success'}>
        {fen > 0 ? `+${yuan(fen)}` : `-${yuan(-fen)}`}
      </Typography.Text>
    ),
  },
  { title: '时间', dataIndex: 'created_at', width: 160, render: formatShanghaiDateTime },
];

/** The entries of an order's journal transactions (each transaction sums to zero). */
export function LedgerLinesTable({ lines }: { lines: readonly AdminLedgerLine[] }) {
  return (
    <Table<AdminLedgerLine>
      size="small"
      rowKey={(line) => `${line.transaction_id}-${line.account}`}
      pagination={false}
      columns={COLUMNS}
      dataSource={[...lines]}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无分录" /> }}
    />
  );
}
