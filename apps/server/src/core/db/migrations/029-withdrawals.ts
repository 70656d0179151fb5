import { sql, type Kysely } from 'kysely';
import { widenVarchar, withIdColumn } from '../dialect';

/** Only the tables this migration writes rows into (a type alias: `withTables` needs an index signature). */
type Tables = {
  platform_settings: { key: string; value: string; updated_at: number };
};

/** The withdrawal rules operators may change (fen; auto-approval 0 = off). */
const SETTINGS = {
  withdrawal_min_fen: 100,
  withdrawal_daily_cap_fen: 5_000_000,
  withdrawal_second_approval_fen: 500_000,
  withdrawal_auto_approve_below_fen: 0,
};

/**
 * Withdrawals (issue 16, PRODUCT §11). `withdrawals`: one row per request, its state changed only by the
 * lifecycle's transition function (compare-and-set on `version`); the payee is a snapshot taken at request.
 * At most one open withdrawal per lawyer, enforced by a partial unique index (200 concurrent requests: one row).
 * The bill sent to the payout provider is numbered like the withdrawal and never re-issued under another number.
 * `lawyer_payees`: a lawyer's WeChat payee (openid, certified name) and law-firm account, one of each.
 * `sandbox_payouts`: the sandbox payout provider's own records (what a real party keeps on its side).
 * `order_events` states widen to 32 characters (`waiting_confirmation` has 20; narrowing back is not undone).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await widenVarchar(db, 'order_events', 'from_state', 32);
  await widenVarchar(db, 'order_events', 'to_state', 32);
  await withIdColumn(db, db.schema.createTable('withdrawals'))
    .addColumn('withdrawal_no', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('lawyer_id', 'integer', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('method', 'varchar(8)', (col) => col.notNull())
    .addColumn('state', 'varchar(24)', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('provider', 'varchar(16)', (col) => col.notNull())
    .addColumn('payee', 'text', (col) => col.notNull())
    .addColumn('bill_no', 'varchar(32)', (col) => col.unique())
    .addColumn('party_bill_no', 'varchar(64)')
    .addColumn('package_info', 'text')
    .addColumn('reason', 'varchar(255)')
    .addColumn('first_approved_by', 'integer')
    .addColumn('approved_by', 'integer')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('approved_at', 'bigint')
    .addColumn('waiting_since', 'bigint')
    .addColumn('finished_at', 'bigint')
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('withdrawals_one_open')
    .on('withdrawals')
    .column('lawyer_id')
    .unique()
    .where(sql.ref('state'), 'in', sql`('requested', 'approved', 'processing', 'waiting_confirmation')`)
    .execute();
  await db.schema
    .createIndex('withdrawals_lawyer')
    .on('withdrawals')
    .columns(['lawyer_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('withdrawals_state')
    .on('withdrawals')
    .columns(['state', 'created_at'])
    .execute();

  await withIdColumn(db, db.schema.createTable('lawyer_payees'))
    .addColumn('lawyer_id', 'integer', (col) => col.notNull())
    .addColumn('kind', 'varchar(8)', (col) => col.notNull())
    .addColumn('openid', 'varchar(128)')
    .addColumn('real_name', 'varchar(60)')
    .addColumn('account_name', 'varchar(60)')
    .addColumn('bank_name', 'varchar(60)')
    .addColumn('account_no', 'varchar(32)')
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('lawyer_payees_kind')
    .on('lawyer_payees')
    .columns(['lawyer_id', 'kind'])
    .unique()
    .execute();

  await db.schema
    .createTable('sandbox_payouts')
    .addColumn('bill_no', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('party_bill_no', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('payee_name', 'varchar(60)', (col) => col.notNull())
    .addColumn('state', 'varchar(24)', (col) => col.notNull())
    .addColumn('fail_reason', 'varchar(255)')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();

  await db
    .withTables<Tables>()
    .insertInto('platform_settings')
    .values(Object.entries(SETTINGS).map(([key, value]) => ({ key, value: String(value), updated_at: 0 })))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db
    .withTables<Tables>()
    .deleteFrom('platform_settings')
    .where('key', 'in', Object.keys(SETTINGS))
    .execute();
  await db.schema.dropTable('sandbox_payouts').execute();
  await db.schema.dropTable('lawyer_payees').execute();
  await db.schema.dropTable('withdrawals').execute();
}
