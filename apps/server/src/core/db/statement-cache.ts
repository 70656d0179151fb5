import type { Database as BetterSqlite, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Distinct statements kept prepared; the queries of the app are a few hundred. */
const KEPT_STATEMENTS = 1_000;

/**
 * better-sqlite3 for Kysely, with each distinct SQL text prepared once and reused: Kysely asks for a fresh
 * statement on every query, and preparing is a fifth of the CPU of a chat message (docs/performance.md).
 * A statement still iterating (a streamed query) is not shared: that query gets one of its own.
 */
export function withStatementCache(database: BetterSqlite): SqliteDatabase {
  const prepared = new Map<string, Statement>();
  return {
    close: () => {
      prepared.clear();
      database.close();
    },
    prepare(sql) {
      const kept = prepared.get(sql);
      if (kept && !kept.busy) return kept;
      const statement = database.prepare(sql);
      if (!kept) {
        if (prepared.size >= KEPT_STATEMENTS) prepared.clear();
        prepared.set(sql, statement);
      }
      return statement;
    },
  };
}
