import type { ChatServerFrame, NotificationItem, NotificationKind } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import type { NotificationRow } from '../../core/db/schema-notifications';
import type { RealtimeHub } from '../../core/realtime/hub';
import { createNotificationRepo } from './repo';

/** What an event tells one user. */
export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  title: string;
  body: string;
  /** The H5 page about it. */
  link: string;
}

export const toNotificationItem = (row: NotificationRow): NotificationItem => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  read: row.read_at !== null,
  created_at: Number(row.created_at),
});

/**
 * Notifications of events (PRODUCT §14), in two steps: `record` inside the event's transaction (so a
 * rolled-back event notifies nobody), `push` after it committed (each row to its user's sockets, with the
 * user's unread count for the badges).
 */
export function createNotifier(deps: { db: Kysely<Database>; hub: RealtimeHub }) {
  async function record(trx: Kysely<Database>, items: readonly NewNotification[], now: number) {
    return createNotificationRepo(trx).insert(items, now);
  }

  async function push(rows: readonly NotificationRow[]): Promise<void> {
    const repo = createNotificationRepo(deps.db);
    for (const row of rows) {
      const frame: ChatServerFrame = {
        type: 'notification',
        notification: toNotificationItem(row),
        unread: await repo.count(row.user_id, true),
      };
      await deps.hub.publish([row.user_id], JSON.stringify(frame));
    }
  }

  return { record, push };
}

export type Notifier = ReturnType<typeof createNotifier>;
