import type { PendingQueue } from '@lawbridge/contract';
import { Button, Card, Statistic, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePendingCounts } from '../api/get-pending-counts';
import { PENDING_QUEUE_PAGES } from '../pending-queues';

/** How much waits in one of the operators' queues, with the way to it (filtered to what waits). */
export function QueueCard({ queue, icon }: { queue: PendingQueue; icon: ReactNode }) {
  const { token } = theme.useToken();
  const counts = usePendingCounts();
  const page = PENDING_QUEUE_PAGES[queue];
  return (
    <Card loading={counts.isPending} extra={<Link to={page.to}>{page.linkText}</Link>} title={page.title}>
      {counts.isError ? (
        <Typography.Text type="danger">
          加载失败{' '}
          <Button type="link" size="small" loading={counts.isFetching} onClick={() => void counts.refetch()}>
            重试
          </Button>
        </Typography.Text>
      ) : (
        <Statistic
          value={counts.data?.[queue]}
          prefix={<span style={{ color: token.colorWarning }}>{icon}</span>}
          suffix="件"
        />
      )}
    </Card>
  );
}
