import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect';

/**
 * Reviews (PRODUCT §10): one per finished order of any kind (`order_kind` + `order_id`, unique together; the
 * order number is kept too, unique, for the lawyer's list and the console). The reviewed service's name is
 * copied from the order. Tags are the chosen tag keys joined with commas (counted per lawyer by query).
 * Hidden reviews stay (with the operator's reason) but leave every public list and the lawyer's figures.
 * A lawyer replies once: `reply_created_at` is when, `replied_at` the latest edit (within 24 h).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('reviews'))
    .addColumn('order_kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('order_id', 'integer', (col) => col.notNull())
    .addColumn('order_no', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('lawyer_id', 'integer', (col) => col.notNull().references('lawyers.id'))
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('service_name', 'varchar(32)', (col) => col.notNull())
    .addColumn('rating', 'smallint', (col) => col.notNull())
    .addColumn('tags', 'varchar(128)', (col) => col.notNull().defaultTo(''))
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('anonymous', 'smallint', (col) => col.notNull().defaultTo(0))
    .addColumn('hidden', 'smallint', (col) => col.notNull().defaultTo(0))
    .addColumn('hidden_reason', 'text')
    .addColumn('hidden_by', 'integer', (col) => col.references('operators.id'))
    .addColumn('hidden_at', 'bigint')
    .addColumn('reply', 'text')
    .addColumn('reply_created_at', 'bigint')
    .addColumn('replied_at', 'bigint')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('reviews_order_unique', ['order_kind', 'order_id'])
    .execute();
  // A lawyer's visible reviews newest first (lawyer page, 我的评价, figures and tag counts).
  await db.schema
    .createIndex('reviews_lawyer_visible')
    .on('reviews')
    .columns(['lawyer_id', 'hidden', 'id'])
    .execute();
  // The console's list, filtered by hidden and rating, newest first.
  await db.schema.createIndex('reviews_hidden').on('reviews').columns(['hidden', 'id']).execute();
  await db.schema.createIndex('reviews_rating').on('reviews').columns(['rating', 'id']).execute();
  await db.schema.createIndex('reviews_customer').on('reviews').columns(['customer_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reviews').execute();
}
