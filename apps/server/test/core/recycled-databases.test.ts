import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../helpers/test-database';

/** Runs `work` on a client of the database at `url`. */
async function onDatabase<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const settingsOf = (client: pg.Client) =>
  client
    .query<{ key: string; value: string }>('select key, value from platform_settings order by key')
    .then((result) => result.rows);

const databaseExists = (url: string, name: string) =>
  onDatabase(url, (client) =>
    client
      .query('select 1 from pg_database where datname = $1', [name])
      .then((result) => result.rowCount === 1),
  );

// The test helpers' reuse of PostgreSQL databases (helpers/recycled-databases.ts): SQLite files are always new.
describe.runIf(process.env.TEST_DATABASE_URL)('reused PostgreSQL test databases', () => {
  it('hand the next app a closed one as the template was: rows, changed settings and sequences put back', async () => {
    const first = await createTestDatabase({ migrated: true });
    const pristine = await onDatabase(first.url!, async (client) => {
      const settings = await settingsOf(client);
      await client.query('update platform_settings set value = $1', ['changed']);
      await client.query('delete from legal_types where parent_id is not null');
      await client.query(`insert into audit_logs (action, created_at) values ('test', 1)`);
      return settings;
    });
    await first.drop();

    const second = await createTestDatabase({ migrated: true });
    expect(second.url).toBe(first.url);
    await onDatabase(second.url!, async (client) => {
      expect(await settingsOf(client)).toEqual(pristine);
      const counts = await client.query<{ audit: string; leaves: string }>(
        `select (select count(*) from audit_logs) as audit,
                (select count(*) from legal_types where parent_id is not null) as leaves`,
      );
      expect(Number(counts.rows[0]!.audit)).toBe(0);
      expect(Number(counts.rows[0]!.leaves)).toBeGreaterThan(0);
      // the sequence starts again where the template had it: the first new row takes id 1
      const inserted = await client.query<{ id: number }>(
        `insert into audit_logs (action, created_at) values ('test', 1) returning id`,
      );
      expect(Number(inserted.rows[0]!.id)).toBe(1);
    });
    await second.drop();
  });

  it('drops one whose schema changed instead of handing it on', async () => {
    const used = await createTestDatabase({ migrated: true });
    const name = new URL(used.url!).pathname.slice(1);
    await onDatabase(used.url!, (client) => client.query('alter table users add column left_behind text'));
    await used.drop();
    const next = await createTestDatabase({ migrated: true });
    expect(next.url).not.toBe(used.url);
    expect(await databaseExists(process.env.TEST_DATABASE_URL!, name)).toBe(false);
    await next.drop();
  });
});
