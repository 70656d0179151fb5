import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, SQLITE_FILE_NAME } from '../../src/core/db/create-database';
import { migrateToLatest } from '../../src/core/db/migrator';
import { readTemplateState, type TemplateState } from './template-state';

/**
 * Every test app starts on a fully migrated database. Running the ~30 migrations for each one was most of
 * a test app's start, so each test process migrates one template once and copies it per app: a SQLite
 * file copied into the app's data dir, or a PostgreSQL database created `TEMPLATE` the migrated one. The
 * app still runs its migrator at boot (finding nothing to do); migration tests build their own databases.
 */
let sqliteTemplate: Promise<string> | null = null;
const postgresTemplates = new Map<string, Promise<PostgresTemplate>>();

export interface PostgresTemplate {
  name: string;
  /** What it holds, read before any copy was made (nobody may be connected to a template being copied). */
  state: TemplateState;
}

async function migrate(options: { databaseUrl: string | null; dataDir: string }): Promise<void> {
  const db = createDatabase(options);
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
}

/** A migrated SQLite file (WAL folded in) to copy; made once per test process. */
function migratedSqliteFile(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawbridge-template-'));
    await migrate({ databaseUrl: null, dataDir });
    process.once('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
    return path.join(dataDir, SQLITE_FILE_NAME);
  })();
  return sqliteTemplate;
}

/** Puts a migrated SQLite database into `dataDir` (unless one is there already). */
export async function copyMigratedSqlite(dataDir: string): Promise<void> {
  const target = path.join(dataDir, SQLITE_FILE_NAME);
  if (fs.existsSync(target)) return;
  fs.mkdirSync(dataDir, { recursive: true });
  fs.copyFileSync(await migratedSqliteFile(), target);
  fs.chmodSync(target, 0o600);
}

/** A migrated database on the server to create others from; made once per test process. */
export function migratedPostgresTemplate(serverUrl: string): Promise<PostgresTemplate> {
  let template = postgresTemplates.get(serverUrl);
  if (!template) {
    template = (async () => {
      const name = `lb_tpl_${randomBytes(6).toString('hex')}`;
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name}"`);
      } finally {
        await client.end();
      }
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      await migrate({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
      const reader = new pg.Client({ connectionString: url.toString() });
      await reader.connect();
      try {
        return { name, state: await readTemplateState(reader) };
      } finally {
        await reader.end();
      }
    })();
    postgresTemplates.set(serverUrl, template);
  }
  return template;
}
