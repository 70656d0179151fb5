import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect';

/**
 * SMS that notifications send (PRODUCT §14), as an outbox: written with the notification in the event's
 * transaction (one per notification at most: `notification_id` is unique), sent after commit, retried by a
 * timer until the vendor accepted it. `claimed_until` keeps the sender after commit and the timer from
 * sending the same row at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('sms_outbox'))
    .addColumn('notification_id', 'integer', (col) => col.notNull().unique().references('notifications.id'))
    .addColumn('phone', 'varchar(16)', (col) => col.notNull())
    .addColumn('template', 'varchar(32)', (col) => col.notNull())
    .addColumn('params', 'text', (col) => col.notNull())
    .addColumn('state', 'varchar(16)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('claimed_until', 'bigint')
    .addColumn('provider_message_id', 'varchar(128)')
    .addColumn('last_error', 'varchar(512)')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('sent_at', 'bigint')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sms_outbox').execute();
}
