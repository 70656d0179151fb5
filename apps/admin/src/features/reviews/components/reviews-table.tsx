import { REVIEW_TAG_LABELS } from '@lawbridge/contract';
import type { AdminReviewItem, Page } from '@lawbridge/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Flex, Rate, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { lawyerPath, serviceOrderPath } from '../../../app/paths';
import { PagedTable } from '../../../components/paged-table';
import { formatShanghaiDateTime } from '../../../lib/format-time';
import type { ReviewListParams } from '../api/get-reviews';

function columns(onChange: (review: AdminReviewItem) => void): TableColumnsType<AdminReviewItem> {
  return [
    { title: '评价时间', dataIndex: 'created_at', width: 100, render: formatShanghaiDateTime },
    {
      title: '评价',
      key: 'text',
      render: (_, review) => (
        <Flex vertical gap={4}>
          <span aria-label={`${review.rating}星`}>
            <Rate disabled value={review.rating} style={{ fontSize: 12 }} />
          </span>
          {review.tags.length > 0 && (
            <Flex wrap gap={4}>
              {review.tags.map((tag) => (
                <Tag key={tag} style={{ marginInlineEnd: 0 }}>
                  {REVIEW_TAG_LABELS[tag]}
                </Tag>
              ))}
            </Flex>
          )}
          <Typography.Paragraph style={{ margin: 0 }} ellipsis={{ rows: 3, expandable: true }}>
            {review.text || <Typography.Text type="secondary">（未填写文字）</Typography.Text>}
          </Typography.Paragraph>
          {review.reply && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              律师回复：{review.reply}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: '订单 / 服务',
      key: 'order',
      width: 160,
      render: (_, review) => (
        <>
          {review.order_kind === 'service' ? (
            <Link to={serviceOrderPath(review.order_no)}>{review.order_no}</Link>
          ) : (
            review.order_no
          )}
          <br />
          <Typography.Text type="secondary">{review.service_name}</Typography.Text>
        </>
      ),
    },
    {
      title: '用户',
      key: 'customer',
      width: 124,
      render: (_, review) => (
        <>
          <span>{review.customer.nickname}</span>
          {review.anonymous === 1 && (
            <Tag style={{ marginInlineStart: 4 }} title="对外显示为匿名用户">
              匿名
            </Tag>
          )}
          <br />
          <span>{review.customer.phone}</span>
        </>
      ),
    },
    {
      title: '律师',
      key: 'lawyer',
      width: 80,
      render: (_, review) => <Link to={lawyerPath(review.lawyer.uuid)}>{review.lawyer.name}</Link>,
    },
    {
      title: '状态',
      key: 'hidden',
      width: 110,
      render: (_, review) =>
        review.hidden === 1 ? (
          <Flex vertical gap={2} align="start">
            <Tag color="error">已隐藏</Tag>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {review.hidden_reason}
            </Typography.Text>
          </Flex>
        ) : (
          <Tag color="success">显示中</Tag>
        ),
    },
    {
      title: '操作',
      key: 'action',
      width: 92,
      render: (_, review) => (
        <Button size="small" danger={review.hidden === 0} onClick={() => onChange(review)}>
          {review.hidden === 0 ? '隐藏' : '恢复显示'}
        </Button>
      ),
    },
  ];
}

interface ReviewsTableProps {
  params: ReviewListParams;
  query: UseQueryResult<Page<AdminReviewItem>>;
  onPageChange: (page: number, pageSize: number) => void;
  onChangeHidden: (review: AdminReviewItem) => void;
}

export function ReviewsTable({ params, query, onPageChange, onChangeHidden }: ReviewsTableProps) {
  const filtered =
    params.rating !== undefined || params.lawyer_name !== undefined || params.hidden !== undefined;
  return (
    <PagedTable<AdminReviewItem>
      query={query}
      paging={params}
      onPageChange={onPageChange}
      columns={columns(onChangeHidden)}
      rowKey="id"
      emptyText={filtered ? '没有符合条件的评价' : '暂无评价'}
    />
  );
}
