import fp from 'fastify-plugin';
import { sql, type Kysely } from 'kysely';
import { createDatabase } from './create-database';
import { refreshPlannerStatistics } from './dialect';
import { migrateToLatest } from './migrator';
import type { Database } from './schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
  }
}

/** True when the database answers a trivial query. */
export async function pingDatabase(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/**
 * Opens the database chosen by the config, migrates it to the latest version, refreshes the planner's
 * statistics and closes it with the app.
 */
export const dbPlugin = fp<{ databaseUrl: string | null; dataDir: string }>(
  async (app, options) => {
    const db = createDatabase(options);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
    const applied = await migrateToLatest(db);
    if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
    await refreshPlannerStatistics(db);
    app.decorate('db', db);
  },
  { name: 'db' },
);
