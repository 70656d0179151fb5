import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migratedPostgresTemplate } from './migrated-template';

export interface TestDatabase {
  /** DATABASE_URL for the app: null means the app's own SQLite file. */
  url: string | null;
  drop(): Promise<void>;
}

async function onServer(serverUrl: string, run: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A closed pool resolves before its connections have finished saying goodbye; forcing the drop then
 * would kill them mid-close (FATAL 57P01 on the closing client). Wait up to 5 s for them to leave.
 */
async function waitForBackendsToLeave(client: pg.Client, name: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const { rows } = await client.query<{ count: string }>(
      'SELECT count(*) FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if (Number(rows[0]?.count ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * SQLite by default. With TEST_DATABASE_URL (a PostgreSQL server where the user may CREATE DATABASE)
 * every test app gets a fresh database `lb_t_<random>`, dropped when the app closes, so the same test
 * files run against both dialects: empty (for a server process or a restore to fill), or `migrated` (a
 * copy of the process's migrated template, what a test app starts on).
 */
export async function createTestDatabase(options: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { url: null, drop: async () => {} };
  const name = `lb_t_${randomBytes(6).toString('hex')}`;
  const template = options.migrated ? await migratedPostgresTemplate(serverUrl) : null;
  await onServer(serverUrl, async (client) => {
    await client.query(
      template
        ? `CREATE DATABASE "${name}" TEMPLATE "${template}" STRATEGY FILE_COPY`
        : `CREATE DATABASE "${name}"`,
    );
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      onServer(serverUrl, async (client) => {
        await waitForBackendsToLeave(client, name);
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      }),
  };
}
