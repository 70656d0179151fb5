import { sql, type Kysely } from 'kysely';
import { withIdColumn } from '../dialect';

/**
 * Privacy numbers for 电话咨询 (issue 15). A binding is the provider's AXB subscription for one order:
 * its middle number until `expires_at`; `unbound_at` is set when it stopped serving (unbound at the provider
 * after the order ended, or found run out and replaced). At most one live binding per order: the partial
 * unique index makes two parties asking at once share the first one. Call records come from the
 * provider's notify, once per call (`call_id` is unique, a notify sent again adds nothing).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('call_bindings'))
    .addColumn('order_kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('order_id', 'integer', (col) => col.notNull())
    .addColumn('provider', 'varchar(16)', (col) => col.notNull())
    .addColumn('middle_number', 'varchar(20)', (col) => col.notNull())
    .addColumn('subscription_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('unbound_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('call_bindings_live')
    .on('call_bindings')
    .columns(['order_kind', 'order_id'])
    .unique()
    .where(sql.ref('unbound_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('call_bindings_subscription')
    .on('call_bindings')
    .columns(['provider', 'subscription_id'])
    .execute();

  await withIdColumn(db, db.schema.createTable('call_records'))
    .addColumn('binding_id', 'integer', (col) => col.notNull().references('call_bindings.id'))
    .addColumn('call_id', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('caller', 'varchar(16)', (col) => col.notNull())
    .addColumn('called_at', 'bigint', (col) => col.notNull())
    .addColumn('started_at', 'bigint')
    .addColumn('duration_seconds', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('call_records_binding').on('call_records').columns(['binding_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('call_records').execute();
  await db.schema.dropTable('call_bindings').execute();
}
