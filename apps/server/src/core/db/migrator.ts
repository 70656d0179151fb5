import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { analyzeAfterBulkWrite } from './dialect';
import type { Database } from './schema';
import { migrations } from './migrations/index';

const inCodeProvider: MigrationProvider = {
  getMigrations: async (): Promise<Record<string, Migration>> => migrations,
};

/**
 * Applies every pending migration in name order; throws with the failing migration's name. Numbers are
 * handed out to work done side by side, so a migration may land after a higher-numbered one has run on
 * some database: it is applied then too (`allowUnorderedMigrations`), which is why migrations must not
 * depend on one another unless their numbers are in that order and they land in that order. Answers the
 * names of the migrations applied now; after applying some to a database that was in use, refreshes the
 * planner's statistics.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: inCodeProvider, allowUnorderedMigrations: true });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error) {
    const where = failed ? ` in migration ${failed.migrationName}` : '';
    throw new Error(`Database migration failed${where}`, { cause: error });
  }
  const applied = results
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
  // On a database that had earlier migrations, new ones may have filled or backfilled its rows; a fresh
  // database holds only the few rows of its base data.
  const hadEarlier = applied.length < Object.keys(migrations).length;
  if (applied.length > 0 && hadEarlier) await analyzeAfterBulkWrite(db);
  return applied;
}
