import type { AdminFirmChangeItem } from '@lawbridge/contract';
import type { TableColumnsType } from 'antd';
import { Badge, Card, Flex } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { lawyerPath } from '../../../app/paths';
import { PagedTable } from '../../../components/paged-table';
import { formatShanghaiDateTime } from '../../../lib/format-time';
import type { Paging } from '../../../lib/use-list-search';
import { useWaitingFirmChanges } from '../api/firm-changes';
import { FirmChangeActions } from './firm-change-actions';

const COLUMNS: TableColumnsType<AdminFirmChangeItem> = [
  {
    title: '律师',
    dataIndex: 'lawyer_name',
    width: 110,
    render: (name: string, change) => <Link to={lawyerPath(change.lawyer_uuid)}>{name}</Link>,
  },
  { title: '手机号', dataIndex: 'lawyer_phone', width: 116 },
  { title: '原执业机构', dataIndex: 'previous_law_firm', ellipsis: true },
  { title: '新执业机构', dataIndex: 'law_firm', ellipsis: true },
  { title: '提交时间', dataIndex: 'created_at', width: 160, render: formatShanghaiDateTime },
  {
    title: '操作',
    key: 'decide',
    width: 120,
    render: (_, change) => <FirmChangeActions change={change} />,
  },
];

/** 执业机构变更: certified lawyers' new firms waiting for review; the profile keeps the old one until 通过. */
export function FirmChangesCard() {
  const [paging, setPaging] = useState<Paging>({ page: 1, page_size: 10 });
  const changes = useWaitingFirmChanges(paging);
  return (
    <Card
      title={
        <Flex gap={8} align="center">
          执业机构变更待审核
          <Badge count={changes.data?.total ?? 0} />
        </Flex>
      }
    >
      <PagedTable<AdminFirmChangeItem>
        query={changes}
        paging={paging}
        onPageChange={(page, page_size) => setPaging({ page, page_size })}
        columns={COLUMNS}
        rowKey="id"
        emptyText="暂无待审核的执业机构变更"
      />
    </Card>
  );
}
