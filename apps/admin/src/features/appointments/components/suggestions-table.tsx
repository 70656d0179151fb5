import type { DispatchSuggestion } from '@lawbridge/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Empty, Flex, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { QueryErrorResult } from '../../../components/query-error-result';
import { PLACE_MATCH_LABELS, ratingText } from '../appointment-labels';

/** Why a lawyer is suggested: place, legal type, whether they take orders now. */
function WhyTags({ lawyer }: { lawyer: DispatchSuggestion }) {
  return (
    <Flex gap={4} wrap>
      <Tag color={lawyer.place_match === 'other' ? 'default' : 'blue'}>
        {PLACE_MATCH_LABELS[lawyer.place_match]}
      </Tag>
      {lawyer.legal_type_match ? <Tag color="blue">擅长该类型</Tag> : <Tag>类型不符</Tag>}
      {lawyer.accepting ? <Tag color="success">接单中</Tag> : <Tag color="warning">暂停接单</Tag>}
    </Flex>
  );
}

function columns(
  assigningUuid: string | undefined,
  onAssign: (lawyer: DispatchSuggestion) => void,
): TableColumnsType<DispatchSuggestion> {
  return [
    {
      title: '律师',
      key: 'lawyer',
      render: (_, lawyer) => (
        <>
          {lawyer.name} {lawyer.chosen && <Tag color="gold">用户指定</Tag>}
          <br />
          <Typography.Text type="secondary">{lawyer.law_firm}</Typography.Text>
        </>
      ),
    },
    { title: '执业地区', dataIndex: 'area_name', width: 150 },
    { title: '推荐理由', key: 'why', width: 200, render: (_, lawyer) => <WhyTags lawyer={lawyer} /> },
    {
      title: '评分',
      key: 'rating',
      width: 100,
      render: (_, lawyer) =>
        lawyer.review_count > 0 ? (
          <>
            {ratingText(lawyer.rating)}
            <br />
            <Typography.Text type="secondary">{lawyer.review_count}条评价</Typography.Text>
          </>
        ) : (
          <Typography.Text type="secondary">暂无评价</Typography.Text>
        ),
    },
    {
      title: '操作',
      key: 'assign',
      width: 120,
      render: (_, lawyer) => (
        <Button
          type={lawyer.chosen ? 'primary' : 'default'}
          size="small"
          loading={assigningUuid === lawyer.uuid}
          disabled={assigningUuid !== undefined && assigningUuid !== lawyer.uuid}
          onClick={() => onAssign(lawyer)}
        >
          {lawyer.chosen ? '确认用户选择' : '分配'}
        </Button>
      ),
    },
  ];
}

interface SuggestionsTableProps {
  query: UseQueryResult<DispatchSuggestion[]>;
  /** The lawyer being assigned right now, if any: the other buttons wait. */
  assigningUuid: string | undefined;
  onAssign: (lawyer: DispatchSuggestion) => void;
}

/**
 * The lawyers suggested for one appointment, best first (same city, then province, legal type, 接单中, rating);
 * the customer's chosen lawyer is confirmed with 确认用户选择, any other is given it with 分配.
 */
export function SuggestionsTable({ query, assigningUuid, onAssign }: SuggestionsTableProps) {
  if (query.isError) {
    return (
      <QueryErrorResult
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <Table<DispatchSuggestion>
      size="small"
      rowKey="uuid"
      pagination={false}
      loading={query.isFetching}
      columns={columns(assigningUuid, onAssign)}
      dataSource={query.data}
      locale={{
        emptyText: (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description="没有可推荐的律师（拒绝过或超时未确认该预约的律师不再推荐），可拒绝该预约并全额退款"
          />
        ),
      }}
    />
  );
}
