import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { createDatabase, SQLITE_FILE_NAME } from '../../core/db/create-database';
import type { Database } from '../../core/db/schema';
import { BackupError } from './backup-error';
import type { DatabaseEngine } from './database-engine';
import { databaseContents } from './database-repo';

/** Pages per backup step: all of them, so one step copies one snapshot and is never restarted by a write. */
const ALL_PAGES = 0x7fffffff;

/**
 * The embedded database `DATA_DIR/lawbridge.db`, copied with SQLite's online backup API while the
 * server keeps running (WAL readers and writers do not block each other).
 */
export function sqliteEngine(dataDir: string): DatabaseEngine {
  const live = path.join(dataDir, SQLITE_FILE_NAME);
  return {
    mode: 'sqlite',
    dumpFile: SQLITE_FILE_NAME,
    label: live,

    async dump(file) {
      if (!fs.existsSync(live)) {
        throw new BackupError(`there is no SQLite database at ${live}: is DATA_DIR right?`, 1);
      }
      const source = new SqliteDatabase(live, { fileMustExist: true });
      try {
        source.pragma('busy_timeout = 5000');
        await source.backup(file, { progress: () => ALL_PAGES });
      } finally {
        source.close();
      }
      // One self-contained file (rollback journal instead of WAL); the server turns WAL on again at start.
      const copy = new SqliteDatabase(file, { fileMustExist: true });
      copy.pragma('journal_mode = DELETE');
      const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: copy }) });
      try {
        return await databaseContents(db);
      } finally {
        await db.destroy();
      }
    },

    open: () => createDatabase({ databaseUrl: null, dataDir }),

    async load(file) {
      fs.mkdirSync(dataDir, { recursive: true });
      const copy = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
      try {
        await copy.backup(live, { progress: () => ALL_PAGES });
      } finally {
        copy.close();
      }
    },
  };
}
