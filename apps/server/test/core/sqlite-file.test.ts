import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, SQLITE_FILE_NAME } from '../../src/core/db/create-database';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the embedded SQLite file', () => {
  it('is readable by the server user only, with its WAL files, even under a permissive umask', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawbridge-sqlite-'));
    dirs.push(dataDir);
    const previous = process.umask(0o000);
    try {
      const db = createDatabase({ databaseUrl: null, dataDir });
      await sql`create table probe (id integer)`.execute(db);
      await sql`insert into probe values (1)`.execute(db);
      for (const name of [SQLITE_FILE_NAME, `${SQLITE_FILE_NAME}-wal`, `${SQLITE_FILE_NAME}-shm`]) {
        expect([name, fs.statSync(path.join(dataDir, name)).mode & 0o777]).toEqual([name, 0o600]);
      }
      await db.destroy();
    } finally {
      process.umask(previous);
    }
  });
});
