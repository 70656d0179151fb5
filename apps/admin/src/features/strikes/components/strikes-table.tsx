import { STRIKES_TO_PAUSE, STRIKE_WINDOW_DAYS } from '@lawbridge/contract';
import type { AdminStrike, AdminStrikeLawyer, Page } from '@lawbridge/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { Button, Tag } from 'antd';
import { Link } from 'react-router';
import { appealPath } from '../../../app/paths';
import { PagedTable } from '../../../components/paged-table';
import { formatShanghaiDateTime } from '../../../lib/format-time';
import { yuan } from '../../../lib/money';
import type { StrikeListParams } from '../api/get-strikes';

/** One strike: the appeal it came from (linked), its refund, when, and whether a lift cleared it. */
function StrikeLine({ strike }: { strike: AdminStrike }) {
  return (
    <li>
      <Link to={appealPath(strike.appeal_id)}>{strike.order_no}</Link> 退款 {yuan(strike.refund_amount)} ·{' '}
      {formatShanghaiDateTime(strike.created_at)}{' '}
      {strike.lifted_at === null ? <Tag color="orange">计入</Tag> : <Tag>已解除</Tag>}
    </li>
  );
}

function columns(onLift: (row: AdminStrikeLawyer) => void): TableColumnsType<AdminStrikeLawyer> {
  return [
    {
      title: '律师',
      key: 'lawyer',
      render: (_, row) => (
        <>
          {row.lawyer.name}
          <br />
          {row.lawyer.phone}
        </>
      ),
    },
    {
      title: '违规记录',
      key: 'strikes',
      render: (_, row) => (
        <ul aria-label={`${row.lawyer.name}的违规记录`} style={{ margin: 0, paddingLeft: 16 }}>
          {row.strikes.map((strike) => (
            <StrikeLine key={strike.id} strike={strike} />
          ))}
        </ul>
      ),
    },
    {
      title: `${STRIKE_WINDOW_DAYS}天内违规`,
      dataIndex: 'strikes_in_window',
      width: 120,
      align: 'right',
      render: (count: number) => `${count} / ${STRIKES_TO_PAUSE}`,
    },
    {
      title: '接单',
      key: 'paused',
      width: 220,
      render: (_, row) =>
        row.paused ? (
          <Tag color="red">
            已暂停{row.paused_at === null ? '' : ` · ${formatShanghaiDateTime(row.paused_at)}`}
          </Tag>
        ) : (
          <Tag color="green">正常</Tag>
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 110,
      render: (_, row) =>
        row.paused ? (
          <Button size="small" onClick={() => onLift(row)}>
            解除暂停
          </Button>
        ) : null,
    },
  ];
}

interface StrikesTableProps {
  params: StrikeListParams;
  filtered: boolean;
  query: UseQueryResult<Page<AdminStrikeLawyer>>;
  onPageChange: (page: number, pageSize: number) => void;
  onLift: (row: AdminStrikeLawyer) => void;
}

/** Lawyers with strikes, each strike linking to its appeal; 解除暂停 on paused ones. */
export function StrikesTable({ params, filtered, query, onPageChange, onLift }: StrikesTableProps) {
  return (
    <PagedTable<AdminStrikeLawyer>
      query={query}
      paging={params}
      onPageChange={onPageChange}
      columns={columns(onLift)}
      rowKey={(row) => row.lawyer.uuid}
      emptyText={filtered ? '没有被暂停接单的律师' : '暂无违规记录'}
    />
  );
}
