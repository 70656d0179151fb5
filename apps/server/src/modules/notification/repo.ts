import type { Kysely } from 'kysely';
import '../../core/db/schema-notifications';
import type { Database } from '../../core/db/schema';
import type { NotificationRow } from '../../core/db/schema-notifications';
import type { NewNotification } from './notifier';

/** The only SQL of notifications (PRODUCT §14). */
export function createNotificationRepo(db: Kysely<Database>) {
  return {
    async insert(items: readonly NewNotification[], now: number): Promise<NotificationRow[]> {
      if (items.length === 0) return [];
      return db
        .insertInto('notifications')
        .values(
          items.map((item) => ({
            user_id: item.userId,
            kind: item.kind,
            title: item.title,
            body: item.body.slice(0, 255),
            link: item.link,
            read_at: null,
            created_at: now,
          })),
        )
        .returningAll()
        .execute();
    },

    page(userId: number, input: { offset: number; limit: number }): Promise<NotificationRow[]> {
      return db
        .selectFrom('notifications')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .offset(input.offset)
        .limit(input.limit)
        .execute();
    },

    async count(userId: number, unreadOnly: boolean): Promise<number> {
      const row = await db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .$if(unreadOnly, (query) => query.where('read_at', 'is', null))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Marks the user's notification read; answers whether it was theirs. */
    async markRead(userId: number, id: number, now: number): Promise<boolean> {
      const own = await db
        .selectFrom('notifications')
        .select(['id', 'read_at'])
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!own) return false;
      if (own.read_at === null) {
        await db.updateTable('notifications').set({ read_at: now }).where('id', '=', id).execute();
      }
      return true;
    },

    async markAllRead(userId: number, now: number): Promise<void> {
      await db
        .updateTable('notifications')
        .set({ read_at: now })
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .execute();
    },
  };
}
