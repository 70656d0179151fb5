import {
  PostgresAdapter,
  sql,
  type CreateTableBuilder,
  type Expression,
  type Kysely,
  type RawBuilder,
} from 'kysely';

/**
 * The only place that knows which SQL dialect is in use. Migrations call these helpers so
 * the same migration file builds the same tables on SQLite and PostgreSQL.
 */
export type SqlDialect = 'sqlite' | 'postgres';

export function dialectOf<DB>(db: Kysely<DB>): SqlDialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Adds an auto-increment integer primary key `id`: SQLite `integer primary key autoincrement`, PostgreSQL identity. */
export function withIdColumn<T extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return dialectOf(db) === 'postgres'
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

/**
 * Gives the query planner current table and index statistics when the server starts, without which
 * SQLite guesses and may walk a whole sort index for a district filter. SQLite: `PRAGMA optimize=0x10002`
 * (ANALYZE where the tables changed a lot, as its documentation advises on opening a connection).
 * PostgreSQL's autovacuum keeps the statistics of a running database by itself; after bulk writes, see
 * `analyzeAfterBulkWrite`.
 */
export async function refreshPlannerStatistics<DB>(db: Kysely<DB>): Promise<void> {
  if (dialectOf(db) === 'sqlite') await sql`pragma optimize=0x10002`.execute(db);
}

/**
 * Statistics for the planner right after bulk writes (seeds, migrations that backfill rows): `ANALYZE`
 * of the whole database. PostgreSQL's autovacuum analyzes a table only after enough changes and a delay,
 * planning from no statistics meanwhile (the directory's random filters answered 53 req/s with p99
 * 1,900 ms right after seeding 100,000 lawyers, 829 req/s and 58 ms after ANALYZE); there it runs with
 * `VACUUM`, which marks the new rows' pages all-visible, so index-only scans need not visit the table
 * (a count of the enabled lawyers 50–100 → 20 ms). Outside a transaction.
 */
export async function analyzeAfterBulkWrite<DB>(db: Kysely<DB>): Promise<void> {
  await (dialectOf(db) === 'postgres' ? sql`vacuum (analyze)` : sql`analyze`).execute(db);
}

/**
 * `text LIKE pattern ESCAPE '\'`, ignoring the case of Latin letters. SQLite's LIKE already does, and
 * costs far less than comparing `lower(text)`; on PostgreSQL `lower(text) LIKE lower(pattern)` scans
 * about 40 % faster than ILIKE. The pattern escapes with `\`.
 */
export function likeIgnoringCase<DB>(
  db: Kysely<DB>,
  text: Expression<string>,
  pattern: string,
): RawBuilder<boolean> {
  return dialectOf(db) === 'postgres'
    ? sql<boolean>`lower(${text}) like lower(${pattern}) escape '\\'`
    : sql<boolean>`${text} like ${pattern} escape '\\'`;
}

/**
 * Adds `FOR UPDATE SKIP LOCKED` on PostgreSQL to a subquery that picks rows to claim, so two server
 * processes never claim the same row; SQLite serialises writes, so one `UPDATE … RETURNING` is enough.
 */
export function skipLockedOnPostgres<DB, Q extends { forUpdate(): Q; skipLocked(): Q }>(
  db: Kysely<DB>,
  query: Q,
): Q {
  return dialectOf(db) === 'postgres' ? query.forUpdate().skipLocked() : query;
}

/**
 * Widens a varchar column: PostgreSQL enforces its length, SQLite ignores declared lengths (and cannot
 * alter a column's type), so there is nothing to do there.
 */
export async function widenVarchar<DB>(
  db: Kysely<DB>,
  table: string,
  column: string,
  length: number,
): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await db.schema
    .alterTable(table)
    .alterColumn(column, (col) => col.setDataType(sql.raw(`varchar(${length})`)))
    .execute();
}

/**
 * Lets a column hold null. PostgreSQL alters the column; SQLite cannot, so the table is rebuilt from its
 * own stored definition with the one `not null` removed (a new table, the rows copied, the old dropped,
 * the new renamed, its indexes created again from their stored definitions). Only for tables no foreign
 * key points at. A column that holds null already is left as it is.
 */
export async function dropNotNull<DB>(db: Kysely<DB>, table: string, column: string): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await db.schema
      .alterTable(table)
      .alterColumn(column, (col) => col.dropNotNull())
      .execute();
    return;
  }
  const definitions = await sql<{ type: string; sql: string }>`
    select type, sql from sqlite_master where tbl_name = ${table} and sql is not null`.execute(db);
  const create = definitions.rows.find((row) => row.type === 'table')?.sql ?? '';
  const column_ = new RegExp(`("${column}" [a-z]+(?:\\([0-9, ]+\\))?) not null`, 'i');
  if (!column_.test(create)) return; // it holds null already
  const rebuilt = create.replace(column_, '$1').replace(`"${table}"`, `"${table}__rebuilt"`);
  await sql.raw(rebuilt).execute(db);
  await sql`insert into ${sql.table(`${table}__rebuilt`)} select * from ${sql.table(table)}`.execute(db);
  await sql`drop table ${sql.table(table)}`.execute(db);
  await sql`alter table ${sql.table(`${table}__rebuilt`)} rename to ${sql.table(table)}`.execute(db);
  for (const index of definitions.rows.filter((row) => row.type === 'index')) {
    await sql.raw(index.sql).execute(db);
  }
}
