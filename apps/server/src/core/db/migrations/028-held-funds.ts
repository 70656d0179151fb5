import { sql, type Kysely } from 'kysely';
import { withIdColumn } from '../dialect';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_HOLD_DAYS = 7;

/** Only the tables this migration reads and writes (a type alias: `withTables` needs an index signature). */
type Tables = {
  platform_settings: { key: string; value: string; updated_at: number };
  ledger_transactions: { id: number; kind: string; order_kind: string | null; order_id: number | null };
  ledger_entries: { transaction_id: number; account: string; amount: number; created_at: number };
  fund_holds: {
    lawyer_id: number;
    order_kind: string;
    order_id: number;
    amount: number;
    release_at: number;
    released_at: number | null;
    created_at: number;
  };
};

/**
 * Held funds (issue 16, PRODUCT §11). A settlement now credits the lawyer's pending account and writes one
 * `fund_holds` row per settled order: released to available at `release_at` (`hold_days` after completion) by
 * a cluster job, never while `appeal_id` names an open appeal on the order. `amount` is what is held (an
 * appeal's refund taken from pending lowers it), after the release what was released.
 *
 * Settlements made before held funds existed were credited straight to available and shown to lawyers as
 * 可提现; taking them back into pending would look like a clawback. They get rows marked released when they
 * were settled, so an appeal against such an order claws back from available like any released order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('fund_holds'))
    .addColumn('lawyer_id', 'integer', (col) => col.notNull())
    .addColumn('order_kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('order_id', 'integer', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('release_at', 'bigint', (col) => col.notNull())
    .addColumn('released_at', 'bigint')
    .addColumn('appeal_id', 'integer')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('fund_holds_order')
    .on('fund_holds')
    .columns(['order_kind', 'order_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('fund_holds_due')
    .on('fund_holds')
    .columns(['release_at'])
    .where(sql.ref('released_at'), 'is', null)
    .execute();
  await db.schema.createIndex('fund_holds_lawyer').on('fund_holds').columns(['lawyer_id']).execute();

  const tables = db.withTables<Tables>();
  await tables
    .insertInto('platform_settings')
    .values({ key: 'hold_days', value: String(DEFAULT_HOLD_DAYS), updated_at: 0 })
    .execute();
  const settled = await tables
    .selectFrom('ledger_entries')
    .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
    .select([
      'ledger_entries.account',
      'ledger_entries.amount',
      'ledger_entries.created_at',
      'ledger_transactions.order_kind',
      'ledger_transactions.order_id',
    ])
    .where('ledger_transactions.kind', 'in', ['settle', 'refund_part'])
    .where('ledger_entries.account', 'like', 'lawyer:%:available')
    .execute();
  for (const row of settled) {
    if (row.order_kind === null || row.order_id === null) continue;
    await tables
      .insertInto('fund_holds')
      .values({
        lawyer_id: Number(row.account.split(':')[1]),
        order_kind: row.order_kind,
        order_id: row.order_id,
        amount: Number(row.amount),
        release_at: Number(row.created_at) + DEFAULT_HOLD_DAYS * DAY_MS,
        released_at: Number(row.created_at),
        created_at: Number(row.created_at),
      })
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.withTables<Tables>().deleteFrom('platform_settings').where('key', '=', 'hold_days').execute();
  await db.schema.dropTable('fund_holds').execute();
}
