import type { Kysely } from 'kysely';
import { loadConfig, type AppConfig } from '../../config';
import { createDatabase } from '../../core/db/create-database';
import { migrateToLatest } from '../../core/db/migrator';
import type { Database } from '../../core/db/schema';

/**
 * Runs a command-line task against the configured database (DATABASE_URL, else the SQLite file in
 * DATA_DIR), migrated first. Prints the error and sets a failing exit code instead of a stack trace.
 */
export async function withDatabase(
  task: (db: Kysely<Database>, config: AppConfig) => Promise<void>,
): Promise<void> {
  let db: Kysely<Database> | undefined;
  try {
    const config = loadConfig();
    db = createDatabase(config);
    await migrateToLatest(db);
    await task(db, config);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await db?.destroy();
  }
}
