import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * The only place that knows which SQL dialect is in use. Migrations call these helpers so
 * the same migration file builds the same tables on SQLite and PostgreSQL.
 */
export type SqlDialect = 'sqlite' | 'postgres';

export function dialectOf(db: Kysely<unknown>): SqlDialect {
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
