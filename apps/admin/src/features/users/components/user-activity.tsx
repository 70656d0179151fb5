import type { AdminUserDetail, AdminUserOrderLine } from '@lawbridge/contract';
import { Card, List, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { appointmentPath, feedbackPath, paths, serviceOrderPath } from '../../../app/paths';
import { formatShanghaiDateTime } from '../../../lib/format-time';
import { yuan } from '../../../lib/money';

interface Section<T> {
  title: string;
  lines: { total: number; list: T[] };
  empty: string;
  /** Where every line of the kind is listed, when there are more than shown. */
  more?: string;
  render: (line: T) => ReactNode;
}

function ActivityCard<T>({ title, lines, empty, more, render }: Section<T>) {
  const extra =
    more && lines.total > lines.list.length ? <Link to={more}>查看全部{lines.total}条</Link> : null;
  return (
    <Card size="small" title={`${title}（${lines.total}）`} extra={extra}>
      <List<T>
        size="small"
        dataSource={lines.list}
        locale={{ emptyText: empty }}
        renderItem={(line) => <List.Item>{render(line)}</List.Item>}
      />
    </Card>
  );
}

const ROLE = { customer: '下单', lawyer: '接单' } as const;

function orderLine(line: AdminUserOrderLine, to: string) {
  return (
    <>
      <span>
        <Link to={to}>{line.order_no}</Link> {line.name} <Tag>{line.state_label}</Tag>
        <Typography.Text type="secondary">{ROLE[line.role]}</Typography.Text>
      </span>
      <span>
        {yuan(line.price)} · {formatShanghaiDateTime(line.created_at)}
      </span>
    </>
  );
}

/** What the user did: their latest service orders, appointments, reviews and feedback, each linking to its page. */
export function UserActivity({ user }: { user: AdminUserDetail }) {
  const byPhone = `?customer_phone=${user.phone}`;
  return (
    <>
      <ActivityCard
        title="服务订单"
        lines={user.service_orders}
        empty="没有服务订单"
        more={`${paths.serviceOrders}${byPhone}`}
        render={(line) => orderLine(line, serviceOrderPath(line.order_no))}
      />
      <ActivityCard
        title="预约订单"
        lines={user.appointments}
        empty="没有预约订单"
        more={`${paths.appointments}${byPhone}`}
        render={(line) => orderLine(line, appointmentPath(line.order_no))}
      />
      <ActivityCard
        title="评价"
        lines={user.reviews}
        empty="没有写过评价"
        render={(review) => (
          <>
            <span>
              <Link to={paths.reviews}>{review.lawyer_name}</Link> {review.rating}星{' '}
              {review.hidden === 1 ? <Tag>已隐藏</Tag> : null}
              <Typography.Text type="secondary" ellipsis style={{ maxWidth: 360 }}>
                {review.text || '（未写文字）'}
              </Typography.Text>
            </span>
            <span>{formatShanghaiDateTime(review.created_at)}</span>
          </>
        )}
      />
      <ActivityCard
        title="留言反馈"
        lines={user.feedback}
        empty="没有留言反馈"
        render={(feedback) => (
          <>
            <span>
              <Link to={feedbackPath(feedback.id)}>{feedback.content.slice(0, 40)}</Link>{' '}
              {feedback.handled === 1 ? <Tag color="success">已处理</Tag> : <Tag color="warning">待处理</Tag>}
            </span>
            <span>{formatShanghaiDateTime(feedback.created_at)}</span>
          </>
        )}
      />
    </>
  );
}
