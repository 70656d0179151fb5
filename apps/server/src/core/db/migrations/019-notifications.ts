import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect';

/**
 * In-app notifications (PRODUCT §14): written in the transaction of the event they announce, read by their
 * user only. `link` is the H5 page about it; `read_at` null while unread.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('notifications'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('kind', 'varchar(32)', (col) => col.notNull())
    .addColumn('title', 'varchar(64)', (col) => col.notNull())
    .addColumn('body', 'varchar(255)', (col) => col.notNull())
    .addColumn('link', 'varchar(255)', (col) => col.notNull())
    .addColumn('read_at', 'bigint')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  // The list newest first, and the unread count, per user.
  await db.schema.createIndex('notifications_user').on('notifications').columns(['user_id', 'id']).execute();
  await db.schema
    .createIndex('notifications_unread')
    .on('notifications')
    .columns(['user_id', 'read_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notifications').execute();
}
