import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Card, Statistic, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface QueueCardProps {
  title: string;
  icon: ReactNode;
  /** A one-row page of the queue: only its total is shown. */
  query: UseQueryResult<{ total: number }>;
  to: string;
  linkText: string;
}

/** How much waits in one of the operators' queues, with the way there. */
export function QueueCard({ title, icon, query, to, linkText }: QueueCardProps) {
  const { token } = theme.useToken();
  return (
    <Card loading={query.isPending} extra={<Link to={to}>{linkText}</Link>} title={title}>
      {query.isError ? (
        <Typography.Text type="danger">
          加载失败{' '}
          <Button type="link" size="small" loading={query.isFetching} onClick={() => void query.refetch()}>
            重试
          </Button>
        </Typography.Text>
      ) : (
        <Statistic
          value={query.data?.total}
          prefix={<span style={{ color: token.colorWarning }}>{icon}</span>}
          suffix="件"
        />
      )}
    </Card>
  );
}
