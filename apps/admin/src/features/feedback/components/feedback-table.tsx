import type { AdminFeedbackItem, Page } from '@lawbridge/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { PagedTable } from '../../../components/paged-table';
import { formatShanghaiDateTime } from '../../../lib/format-time';
import type { FeedbackListParams } from '../api/get-feedback';
import { FeedbackImages } from './feedback-images';

function columns(onReply: (feedback: AdminFeedbackItem) => void): TableColumnsType<AdminFeedbackItem> {
  return [
    { title: '用户', dataIndex: 'user_nickname', width: 90, ellipsis: true },
    { title: '手机号', dataIndex: 'user_phone', width: 116 },
    {
      title: '内容',
      dataIndex: 'content',
      render: (content: string) => (
        <Typography.Paragraph style={{ margin: 0 }} ellipsis={{ rows: 2 }} title={content}>
          {content}
        </Typography.Paragraph>
      ),
    },
    {
      title: '图片',
      dataIndex: 'images',
      width: 144,
      render: (urls: string[]) => <FeedbackImages urls={urls} />,
    },
    {
      title: '联系方式',
      dataIndex: 'contact',
      width: 110,
      ellipsis: true,
      render: (contact: string | null) => contact ?? '—',
    },
    {
      title: '状态',
      dataIndex: 'handled',
      width: 72,
      render: (handled: number) =>
        handled === 1 ? <Tag color="success">已处理</Tag> : <Tag color="warning">待处理</Tag>,
    },
    { title: '时间', dataIndex: 'created_at', width: 160, render: formatShanghaiDateTime },
    {
      title: '操作',
      key: 'reply',
      width: 84,
      render: (_, feedback) => (
        <Button type="link" size="small" onClick={() => onReply(feedback)}>
          {feedback.reply === null ? '回复' : '修改回复'}
        </Button>
      ),
    },
  ];
}

interface FeedbackTableProps {
  params: FeedbackListParams;
  query: UseQueryResult<Page<AdminFeedbackItem>>;
  onPageChange: (page: number, pageSize: number) => void;
  onReply: (feedback: AdminFeedbackItem) => void;
}

export function FeedbackTable({ params, query, onPageChange, onReply }: FeedbackTableProps) {
  const emptyText =
    params.handled === undefined
      ? '暂无留言反馈'
      : params.handled === 1
        ? '暂无已处理的反馈'
        : '没有待处理的反馈';
  return (
    <PagedTable<AdminFeedbackItem>
      query={query}
      paging={params}
      onPageChange={onPageChange}
      columns={columns(onReply)}
      rowKey="id"
      emptyText={emptyText}
    />
  );
}
