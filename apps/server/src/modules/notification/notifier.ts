import type { ChatServerFrame, NotificationItem, NotificationKind } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import type { NotificationRow } from '../../core/db/schema-notifications';
import type { RealtimeHub } from '../../core/realtime/hub';
import { createNotificationRepo } from './repo';
import type { SmsOutbox } from './sms-outbox';

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

/** What an event's transaction recorded, to be pushed (and texted) once it committed. */
export interface RecordedNotices {
  rows: readonly NotificationRow[];
  /** The SMS outbox rows queued with them. */
  sms: readonly number[];
}

export const NO_NOTICES: RecordedNotices = { rows: [], sms: [] };

/**
 * Notifications of events (PRODUCT §14), in two steps: `record` inside the event's transaction (so a
 * rolled-back event notifies nobody), with the SMS some of them send queued in the outbox; `push` after it
 * committed (each row to its user's sockets with the unread count for the badges; the SMS start then and
 * finish in the background: `settled` waits for them).
 * `outbox` null: events recorded as history (the demo data), whose SMS would have gone long ago.
 */
export function createNotifier(deps: { db: Kysely<Database>; hub: RealtimeHub; outbox: SmsOutbox | null }) {
  async function record(
    trx: Kysely<Database>,
    items: readonly NewNotification[],
    now: number,
  ): Promise<RecordedNotices> {
    const rows = await createNotificationRepo(trx).insert(items, now);
    const sms = deps.outbox ? await deps.outbox.queue(trx, rows, now) : [];
    return { rows, sms };
  }

  async function push(recorded: RecordedNotices): Promise<void> {
    const repo = createNotificationRepo(deps.db);
    for (const row of recorded.rows) {
      const frame: ChatServerFrame = {
        type: 'notification',
        notification: toNotificationItem(row),
        unread: await repo.count(row.user_id, true),
      };
      await deps.hub.publish([row.user_id], JSON.stringify(frame));
    }
    deps.outbox?.sendQueued(recorded.sms);
  }

  /** Resolves once the SMS started by `push` have been sent or left to their timer. */
  const settled = async (): Promise<void> => deps.outbox?.drain();

  return { record, push, settled };
}

export type Notifier = ReturnType<typeof createNotifier>;
