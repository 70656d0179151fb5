import type { Kysely } from 'kysely';

/**
 * Counters of the rate limits (core/rate-limit): one row per key and window length, counted up by a
 * single `INSERT … ON CONFLICT … DO UPDATE … RETURNING`, so parallel requests on SQLite and PostgreSQL
 * alike never pass a limit. `expires_at` ends the window; expired rows are purged by it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_counters')
    .addColumn('key', 'varchar(200)', (col) => col.notNull())
    .addColumn('window_ms', 'bigint', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('rate_counters_pk', ['key', 'window_ms'])
    .execute();
  await db.schema.createIndex('rate_counters_expires').on('rate_counters').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_counters').execute();
}
