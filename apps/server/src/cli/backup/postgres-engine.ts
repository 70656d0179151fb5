import { spawn } from 'node:child_process';
import { createDatabase } from '../../core/db/create-database';
import { BackupError, EXIT } from './backup-error';
import type { DatabaseEngine } from './database-engine';
import { databaseContents, dropAllPostgresObjects, exportSnapshot } from './database-repo';

/** The address without its password, for messages and for the tools' command lines. */
function withoutPassword(url: string): string {
  const address = new URL(url);
  address.password = '';
  return address.toString();
}

/**
 * Runs `pg_dump` or `pg_restore` (Debian's PostgreSQL client tools, on PATH) against the database at
 * `url`. The password goes through PGPASSWORD, not the command line other users can see.
 */
async function runPgTool(tool: 'pg_dump' | 'pg_restore', url: string, args: string[]): Promise<void> {
  const password = decodeURIComponent(new URL(url).password);
  const child = spawn(tool, [...args, `--dbname=${withoutPassword(url)}`], {
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
    throw new BackupError(
      `${tool} was not found on PATH: install PostgreSQL's client tools, the same major version as the ` +
        'server or newer (Debian: apt-get install postgresql-client)',
      EXIT.missingTool,
    );
  });
  if (code !== 0) {
    throw new BackupError(`${tool} failed (exit ${code ?? 'by signal'}): ${errors.trim()}`, 1);
  }
}

/**
 * PostgreSQL (DATABASE_URL): `pg_dump` in its custom format and `pg_restore`. The dump reads the
 * snapshot of a repeatable-read transaction that also counts the rows, so the manifest's counts are
 * the dump's while the servers keep writing.
 */
export function postgresEngine(databaseUrl: string, dataDir: string): DatabaseEngine {
  const open = () => createDatabase({ databaseUrl, dataDir });
  return {
    mode: 'postgresql',
    dumpFile: 'database.dump',
    label: withoutPassword(databaseUrl),
    open,

    async dump(file) {
      const db = open();
      try {
        return await db
          .transaction()
          .setIsolationLevel('repeatable read')
          .setAccessMode('read only')
          .execute(async (trx) => {
            const snapshot = await exportSnapshot(trx);
            await runPgTool('pg_dump', databaseUrl, [
              '--format=custom',
              `--snapshot=${snapshot}`,
              `--file=${file}`,
            ]);
            return databaseContents(trx);
          });
      } finally {
        await db.destroy();
      }
    },

    async load(file) {
      const db = open();
      try {
        await dropAllPostgresObjects(db);
      } finally {
        await db.destroy();
      }
      // Objects belong to whoever restores; one transaction, so a failed restore leaves nothing half-loaded.
      await runPgTool('pg_restore', databaseUrl, [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        file,
      ]);
    },
  };
}
