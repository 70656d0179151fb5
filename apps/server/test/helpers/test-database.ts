import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migratedPostgresTemplate } from './migrated-template';
import { createDatabaseRecycler, type DatabaseRecycler } from './recycled-databases';

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

const recyclers = new Map<string, DatabaseRecycler>();

async function recyclerFor(serverUrl: string): Promise<DatabaseRecycler> {
  const template = await migratedPostgresTemplate(serverUrl);
  let recycler = recyclers.get(serverUrl);
  if (!recycler) {
    recycler = createDatabaseRecycler(serverUrl, template.state);
    recyclers.set(serverUrl, recycler);
  }
  return recycler;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const dropDatabase = (serverUrl: string, name: string) =>
  onServer(serverUrl, async (client) => {
    await waitForBackendsToLeave(client, name);
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

/**
 * SQLite by default. With TEST_DATABASE_URL (a PostgreSQL server where the user may CREATE DATABASE)
 * every test app gets a database of its own, so the same test files run against both dialects: empty
 * (`lb_t_<random>`, for a server process or a restore to fill, dropped when done), or `migrated`, what a
 * test app starts on: a copy of the process's migrated template, or one an earlier app of this process
 * closed, put back as the template was (recycled-databases.ts).
 */
export async function createTestDatabase(options: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { url: null, drop: async () => {} };
  if (!options.migrated) {
    const name = `lb_t_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`).then(() => undefined));
    return { url: databaseUrl(serverUrl, name), drop: () => dropDatabase(serverUrl, name) };
  }
  const recycler = await recyclerFor(serverUrl);
  let database = recycler.take();
  if (!database) {
    database = { name: `lb_t_${randomBytes(6).toString('hex')}`, uses: 1 };
    const { name: template } = await migratedPostgresTemplate(serverUrl);
    const created = database.name;
    await onServer(serverUrl, (client) =>
      client
        .query(`CREATE DATABASE "${created}" TEMPLATE "${template}" STRATEGY FILE_COPY`)
        .then(() => undefined),
    );
  }
  const taken = database;
  return {
    url: databaseUrl(serverUrl, taken.name),
    async drop() {
      if (!(await recycler.giveBack(taken))) await dropDatabase(serverUrl, taken.name);
    },
  };
}
