import type { adminDocumentEvent } from '@lawbridge/contract';
import type { z } from 'zod';
import type { TimelineEvent } from '../orders-shared/components/order-timeline';

type DocumentEvent = z.infer<typeof adminDocumentEvent>;

/** A document's or document order's audited events (newest first) as the order timeline draws them: oldest first. */
export function timelineOf(events: readonly DocumentEvent[]): TimelineEvent[] {
  return events.map(({ action, ...event }) => ({ ...event, transition: action })).reverse();
}
