import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect';

/**
 * The money core every paid flow stands on (PRODUCT §8, §8a, §15):
 * - `ledger_transactions` / `ledger_entries`: the double-entry journal; each transaction's entries sum to
 *   zero (core/ledger refuses any other), balances are sums of entries;
 * - `order_events`: one row per transition of any order kind (who, which, from → to, amount, note);
 * - `timers`: due work (expiry, auto-transitions, reconciliation), claimed atomically by the scheduler.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('ledger_transactions'))
    .addColumn('kind', 'varchar(32)', (col) => col.notNull())
    .addColumn('order_kind', 'varchar(16)')
    .addColumn('order_id', 'integer')
    .addColumn('note', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('ledger_transactions_order')
    .on('ledger_transactions')
    .columns(['order_kind', 'order_id'])
    .execute();

  await withIdColumn(db, db.schema.createTable('ledger_entries'))
    .addColumn('transaction_id', 'integer', (col) => col.notNull().references('ledger_transactions.id'))
    .addColumn('account', 'varchar(64)', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('ledger_entries_account')
    .on('ledger_entries')
    .columns(['account', 'id'])
    .execute();
  await db.schema
    .createIndex('ledger_entries_transaction')
    .on('ledger_entries')
    .column('transaction_id')
    .execute();

  await withIdColumn(db, db.schema.createTable('order_events'))
    .addColumn('order_kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('order_id', 'integer', (col) => col.notNull())
    .addColumn('transition', 'varchar(32)', (col) => col.notNull())
    .addColumn('from_state', 'varchar(16)', (col) => col.notNull())
    .addColumn('to_state', 'varchar(16)', (col) => col.notNull())
    .addColumn('actor_kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('amount', 'bigint')
    .addColumn('note', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('order_events_order')
    .on('order_events')
    .columns(['order_kind', 'order_id', 'id'])
    .execute();

  await withIdColumn(db, db.schema.createTable('timers'))
    .addColumn('kind', 'varchar(48)', (col) => col.notNull())
    .addColumn('ref_kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('ref_id', 'integer', (col) => col.notNull())
    .addColumn('due_at', 'bigint', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('claimed_until', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('done_at', 'bigint')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('timers_due').on('timers').columns(['done_at', 'due_at']).execute();
  await db.schema.createIndex('timers_ref').on('timers').columns(['ref_kind', 'ref_id', 'kind']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['timers', 'order_events', 'ledger_entries', 'ledger_transactions']) {
    await db.schema.dropTable(table).execute();
  }
}
