import type { Kysely } from 'kysely';

/**
 * The sandbox payment provider's own records (providers/payment/sandbox): what a real party would keep on
 * its side, so `query()`, `close()` and `queryRefund()` answer the same after a restart (the reconciliation
 * timer asks them). Not our orders: only the sandbox provider reads or writes these tables.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sandbox_payments')
    .addColumn('order_no', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('payment_id', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('description', 'varchar(255)', (col) => col.notNull())
    .addColumn('state', 'varchar(16)', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('closed_at', 'bigint')
    .execute();

  await db.schema
    .createTable('sandbox_refunds')
    .addColumn('refund_no', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('refund_id', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('order_no', 'varchar(64)', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('succeeded_at', 'bigint')
    .execute();
  await db.schema.createIndex('sandbox_refunds_order').on('sandbox_refunds').column('order_no').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sandbox_refunds').execute();
  await db.schema.dropTable('sandbox_payments').execute();
}
