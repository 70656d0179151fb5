import { sql, type Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import type { Manifest } from './manifest';

/** The only SQL of the backup commands: what a database holds, and emptying one for `restore --force`. */

/** What a database holds, as a manifest records it: rows per table and the migrations it had run. */
export type DatabaseContents = Pick<Manifest, 'tables' | 'migrations'>;

/** The names of the tables (no views), with Kysely's own migration tables when asked; sorted. */
export async function tableNames(db: Kysely<Database>, withMigrationTables = false): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: withMigrationTables });
  return tables
    .filter((table) => !table.isView)
    .map((table) => table.name)
    .sort();
}

/** Rows of each table of the app, by table name. */
async function rowCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of await tableNames(db)) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(name)}`.execute(
      db,
    );
    counts[name] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}

/** The migrations the database has run, by name (empty when it never ran any). */
async function appliedMigrations(db: Kysely<Database>): Promise<string[]> {
  if (!(await tableNames(db, true)).includes('kysely_migration')) return [];
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((row) => row.name);
}

export async function databaseContents(db: Kysely<Database>): Promise<DatabaseContents> {
  return { tables: await rowCounts(db), migrations: await appliedMigrations(db) };
}

/**
 * PostgreSQL: names the snapshot of the calling (repeatable read) transaction, so `pg_dump --snapshot`
 * copies exactly the data this transaction counts.
 */
export async function exportSnapshot(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(db);
  const id = rows[0]?.id;
  if (!id) throw new Error('PostgreSQL exported no snapshot');
  return id;
}

/**
 * PostgreSQL: drops every table (the app's and the migration records) and the app's functions (migration 044's
 * trigger functions), for a restore that replaces a database.
 */
export async function dropAllPostgresObjects(db: Kysely<Database>): Promise<void> {
  for (const name of await tableNames(db, true)) {
    await db.schema.dropTable(name).ifExists().cascade().execute();
  }
  // functions of the current schema, not an extension's
  const { rows } = await sql<{ signature: string }>`
    select p.oid::regprocedure::text as signature
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = current_schema()
      and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`.execute(db);
  for (const { signature } of rows)
    await sql`drop function if exists ${sql.raw(signature)} cascade`.execute(db);
}
