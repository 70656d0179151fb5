import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDatabase {
  /** DATABASE_URL for the app: null means the app's own SQLite file. */
  url: string | null;
  drop(): Promise<void>;
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * SQLite by default. With TEST_DATABASE_URL (a PostgreSQL server where the user may CREATE DATABASE)
 * every test app gets a fresh database `lb_t_<random>`, dropped when the app closes, so the same
 * test files run against both dialects.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { url: null, drop: async () => {} };
  const name = `lb_t_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
