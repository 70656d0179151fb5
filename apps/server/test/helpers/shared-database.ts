import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { createDatabase } from '../../src/core/db/create-database';
import { migrateToLatest } from '../../src/core/db/migrator';
import type { Database } from '../../src/core/db/schema';
import { createTestDatabase } from './test-database';

export interface SharedDatabase {
  /** Another connection (pool) to the database, as another instance of the server would open. */
  connect(): Kysely<Database>;
  close(): Promise<void>;
}

/**
 * A fresh, migrated database without an app (SQLite file, or a fresh PostgreSQL database with
 * TEST_DATABASE_URL) that several connections share, for tests of what instances do together.
 */
export async function createSharedDatabase(): Promise<SharedDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawbridge-shared-'));
  const database = await createTestDatabase();
  const opened: Array<Kysely<Database>> = [];
  const connect = () => {
    const db = createDatabase({ databaseUrl: database.url, dataDir });
    opened.push(db);
    return db;
  };
  await migrateToLatest(connect());
  return {
    connect,
    async close() {
      await Promise.all(opened.map((db) => db.destroy()));
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
