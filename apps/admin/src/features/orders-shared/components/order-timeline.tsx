import type { serviceOrderEvent } from '@lawbridge/contract';
import { Timeline, Typography } from 'antd';
import type { z } from 'zod';
import { formatShanghaiDateTime } from '../../../lib/format-time';
import { yuan } from '../../../lib/money';
import { ACTOR_LABELS } from '../order-labels';

/** One lifecycle event of any order kind (service orders and appointments share the shape). */
export type OrderEvent = z.infer<typeof serviceOrderEvent>;

/** An event of any lifecycle: withdrawals' and documents' events carry no amount of their own. */
export type TimelineEvent = Pick<OrderEvent, 'transition' | 'label' | 'actor' | 'note' | 'created_at'> & {
  amount?: number | null;
};

/**
 * A lifecycle's events (orders, withdrawals), oldest first: what happened, who did it and when, with its
 * amount and note.
 */
export function OrderTimeline({
  events,
  emptyText = '尚未支付',
}: {
  events: readonly TimelineEvent[];
  emptyText?: string;
}) {
  if (events.length === 0) return <Typography.Text type="secondary">{emptyText}</Typography.Text>;
  return (
    <Timeline
      items={events.map((event) => ({
        key: `${event.created_at}-${event.transition}`,
        content: (
          <>
            <Typography.Text strong>{event.label}</Typography.Text>{' '}
            <Typography.Text type="secondary">
              {ACTOR_LABELS[event.actor] ?? event.actor} · {formatShanghaiDateTime(event.created_at)}
            </Typography.Text>
            {event.amount != null && <div>金额 {yuan(event.amount)}</div>}
            {event.note && <div>{event.note}</div>}
          </>
        ),
      }))}
    />
  );
}
