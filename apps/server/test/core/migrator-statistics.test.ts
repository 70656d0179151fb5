import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as jobLeases from '../../src/core/db/migrations/021-job-leases';
import { migrateToLatest } from '../../src/core/db/migrator';
import type { Database } from '../../src/core/db/schema';
import { analyzedRows } from '../helpers/planner-statistics';
import { createSharedDatabase, type SharedDatabase } from '../helpers/shared-database';

let database: SharedDatabase;
let db: Kysely<Database>;
beforeEach(async () => {
  database = await createSharedDatabase();
  db = database.connect();
});
afterEach(() => database.close());

describe('migrating a database in use', () => {
  it('analyzes it after applying new migrations (they may have filled rows), not a fresh one', async () => {
    const counters = Array.from({ length: 30 }, (_, index) => ({
      key: `sms:ip:10.0.0.${index}`,
      window_ms: 60_000,
      count: 1,
      expires_at: 1,
    }));
    await db.insertInto('rate_counters').values(counters).execute();
    expect(await analyzedRows(db, 'rate_counters')).toBeNull();

    // As if 021 were new to this database.
    await jobLeases.down(db as unknown as Kysely<unknown>);
    await sql`delete from kysely_migration where name = '021-job-leases'`.execute(db);
    expect(await migrateToLatest(db)).toEqual(['021-job-leases']);
    expect(await analyzedRows(db, 'rate_counters')).toBe(30);
  });
});
