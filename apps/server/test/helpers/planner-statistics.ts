import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/core/db/schema';

/**
 * How many rows the planner's statistics say the table holds, or null when it was never analyzed:
 * PostgreSQL's `pg_class.reltuples` (-1 until the first ANALYZE), SQLite's `sqlite_stat1` (the first
 * figure of each index's entry is the table's row count).
 */
export async function analyzedRows(db: Kysely<Database>, table: string): Promise<number | null> {
  if (process.env.TEST_DATABASE_URL) {
    const { rows } = await sql<{ reltuples: number }>`
      select reltuples from pg_class where relname = ${table} and relkind = 'r'`.execute(db);
    const estimate = Number(rows[0]?.reltuples ?? -1);
    return estimate < 0 ? null : estimate;
  }
  const { rows: stats } = await sql<{ n: number }>`
    select count(*) as n from sqlite_schema where name = 'sqlite_stat1'`.execute(db);
  if (Number(stats[0]?.n) === 0) return null;
  const { rows } = await sql<{ stat: string }>`
    select stat from sqlite_stat1 where tbl = ${table} and idx is not null limit 1`.execute(db);
  return rows[0] ? Number(rows[0].stat.split(' ')[0]) : null;
}
