import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { withStatementCache } from './statement-cache';

export const SQLITE_FILE_NAME = 'lawbridge.db';

// COUNT(*) and bigint columns (epoch ms) arrive as int8; every value we store fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Only the server's own user may read the database (phones, token hashes); SQLite's -wal and -shm follow it. */
const OWNER_ONLY = 0o600;

function createSqlite(dataDir: string): Kysely<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, SQLITE_FILE_NAME);
  fs.closeSync(fs.openSync(file, 'a', OWNER_ONLY));
  fs.chmodSync(file, OWNER_ONLY);
  const database = new SqliteDatabase(file);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) });
}

function createPostgres(connectionString: string): Kysely<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** `databaseUrl` null → embedded SQLite file under `dataDir`; a postgres:// URL → PostgreSQL pool. */
export function createDatabase(options: { databaseUrl: string | null; dataDir: string }): Kysely<Database> {
  return options.databaseUrl ? createPostgres(options.databaseUrl) : createSqlite(options.dataDir);
}
