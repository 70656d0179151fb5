import pg from 'pg';
import { fingerprintOf, resetStatements, type TemplateState } from './template-state';

/**
 * Creating a PostgreSQL database from the migrated template takes about 0.4 s (a 10 MB copy of some 300
 * files) and dropping it another 0.05 s: over a thousand test apps, most of the PostgreSQL suite's extra time.
 * So a test process keeps the databases its apps have closed and hands them to the next apps, each put back
 * as the template was (every table emptied, the migrations' rows written back, sequences where they were:
 * template-state.ts), about 0.03 s. A database is dropped instead when it does not look like the template
 * any more (its schema or planner statistics changed), when putting it back fails, or after `MAX_USES`
 * uses (the deleted rows stay as dead tuples: autovacuum is off in the tests).
 */
const MAX_USES = 20;

interface Recycled {
  name: string;
  uses: number;
}

export interface DatabaseRecycler {
  /** A database put back as the template was (its uses counted), or null when none is free. */
  take(): Recycled | null;
  /** Puts a closed app's database back for the next one; answers false when it must be dropped instead. */
  giveBack(database: Recycled): Promise<boolean>;
}

export function createDatabaseRecycler(serverUrl: string, state: TemplateState): DatabaseRecycler {
  const free: Recycled[] = [];

  async function putBack(name: string): Promise<boolean> {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      // A backend still closing (or a test's leaked transaction) must not hold the reset forever.
      await client.query(`set lock_timeout = '5s'`);
      if ((await fingerprintOf(client)) !== state.fingerprint) return false;
      await client.query(resetStatements(client, state));
      return true;
    } finally {
      await client.end();
    }
  }

  return {
    take() {
      const database = free.pop();
      if (!database) return null;
      database.uses += 1;
      return database;
    },
    async giveBack(database) {
      if (database.uses >= MAX_USES) return false;
      const clean = await putBack(database.name).catch(() => false);
      if (clean) free.push(database);
      return clean;
    },
  };
}
