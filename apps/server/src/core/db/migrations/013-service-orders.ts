import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect';

/** Only the rows this migration inserts (a type alias: `withTables` needs an index signature). */
type SettingsSeed = { platform_settings: { key: string; value: string; updated_at: number } };

/** The platform's share of each order until operators change it (PRODUCT §8: default 20 %), in basis points. */
export const DEFAULT_COMMISSION_RATE_BP = 2000;

/**
 * Service orders (PRODUCT §6) and what every paid order kind shares: payments and refunds with a provider,
 * customers' refund requests and the operators' decisions, and the platform settings (commission rate).
 * `version` is the compare-and-set guard of the one transition function: every transition bumps it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('service_orders'))
    .addColumn('order_no', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('lawyer_id', 'integer', (col) => col.notNull().references('lawyers.id'))
    .addColumn('config_id', 'integer', (col) => col.notNull().references('order_configs.id'))
    .addColumn('service_name', 'varchar(32)', (col) => col.notNull())
    .addColumn('price', 'integer', (col) => col.notNull())
    .addColumn('commission_rate_bp', 'integer', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('state', 'varchar(16)', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('paid_amount', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('refunded_amount', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('refund_open', 'smallint', (col) => col.notNull().defaultTo(0))
    .addColumn('delivery_note', 'text')
    .addColumn('close_reason', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('accepted_at', 'bigint')
    .addColumn('delivered_at', 'bigint')
    .addColumn('finished_at', 'bigint')
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('service_orders_customer')
    .on('service_orders')
    .columns(['customer_id', 'state', 'id'])
    .execute();
  await db.schema
    .createIndex('service_orders_lawyer')
    .on('service_orders')
    .columns(['lawyer_id', 'state', 'id'])
    .execute();
  await db.schema.createIndex('service_orders_state').on('service_orders').columns(['state', 'id']).execute();

  await db.schema
    .createTable('service_order_uploads')
    .addColumn('order_id', 'integer', (col) => col.notNull().references('service_orders.id'))
    .addColumn('purpose', 'varchar(16)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('upload_id', 'varchar(64)', (col) => col.notNull().references('uploads.id'))
    .addPrimaryKeyConstraint('service_order_uploads_pk', ['order_id', 'purpose', 'position'])
    .execute();

  await withIdColumn(db, db.schema.createTable('refund_requests'))
    .addColumn('order_kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('order_id', 'integer', (col) => col.notNull())
    .addColumn('reason', 'varchar(32)', (col) => col.notNull())
    .addColumn('text', 'text')
    .addColumn('state', 'smallint', (col) => col.notNull())
    .addColumn('amount', 'integer')
    .addColumn('decision_note', 'text')
    .addColumn('decided_by', 'integer', (col) => col.references('operators.id'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('decided_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('refund_requests_order')
    .on('refund_requests')
    .columns(['order_kind', 'order_id'])
    .execute();
  await db.schema
    .createIndex('refund_requests_state')
    .on('refund_requests')
    .columns(['state', 'id'])
    .execute();

  await withIdColumn(db, db.schema.createTable('payments'))
    .addColumn('order_kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('order_id', 'integer', (col) => col.notNull())
    .addColumn('order_no', 'varchar(32)', (col) => col.notNull())
    .addColumn('kind', 'varchar(8)', (col) => col.notNull())
    .addColumn('provider', 'varchar(16)', (col) => col.notNull())
    .addColumn('reference_no', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('provider_txn', 'varchar(64)')
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('state', 'varchar(16)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('settled_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('payments_order')
    .on('payments')
    .columns(['order_kind', 'order_id', 'id'])
    .execute();
  await db.schema.createIndex('payments_state').on('payments').columns(['state', 'created_at']).execute();

  await db.schema
    .createTable('platform_settings')
    .addColumn('key', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db
    .withTables<SettingsSeed>()
    .insertInto('platform_settings')
    .values({ key: 'commission_rate_bp', value: String(DEFAULT_COMMISSION_RATE_BP), updated_at: 0 })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'platform_settings',
    'payments',
    'refund_requests',
    'service_order_uploads',
    'service_orders',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
