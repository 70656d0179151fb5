import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Database } from '../../core/db/schema';
import type { DatabaseContents } from './database-repo';
import type { BackupMode, Manifest } from './manifest';
import { postgresEngine } from './postgres-engine';
import { sqliteEngine } from './sqlite-engine';

/** How one kind of database is copied out and loaded back. */
export interface DatabaseEngine {
  readonly mode: BackupMode;
  /** The copy's file name inside a backup folder. */
  readonly dumpFile: Manifest['database']['file'];
  /** A readable name of the configured database for messages (a path, or the URL without password). */
  readonly label: string;
  /** Writes a consistent copy of the running database to `file`: what it answers is that copy's contents. */
  dump(file: string): Promise<DatabaseContents>;
  /** The configured database (created empty when the SQLite file does not exist yet). */
  open(): Kysely<Database>;
  /** Replaces whatever the configured database holds with the copy in `file`. */
  load(file: string): Promise<void>;
}

/** SQLite in DATA_DIR, or PostgreSQL with DATABASE_URL: the same choice the server makes. */
export function engineFor(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): DatabaseEngine {
  return config.databaseUrl
    ? postgresEngine(config.databaseUrl, config.dataDir)
    : sqliteEngine(config.dataDir);
}
