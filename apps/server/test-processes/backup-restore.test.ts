import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/helpers/test-database';
import { runCli } from './support/cli-process';
import { makeOrdersWithFiles, observe } from './support/orders-with-files';
import { s3StorageEnv } from './support/s3-env';
import { startServer, type ServerProcess } from './support/server-process';

/**
 * `npm run backup` and `npm run restore` as an operator runs them: the built commands against a running
 * built server, then a server started on the restored copy. Real processes, because the point is a copy
 * taken from under a live server and a fresh server finding everything in it.
 */
const modes = [
  { name: 'SQLite, files on local disk', postgres: false, s3: false },
  { name: 'PostgreSQL, files on local disk', postgres: true, s3: false },
  { name: 'PostgreSQL, files on S3', postgres: true, s3: true },
];

let running: ServerProcess[] = [];
let databases: TestDatabase[] = [];
let scratch = '';

afterEach(async () => {
  await Promise.all(running.map((server) => server.kill()));
  running = [];
  await Promise.all(databases.map((database) => database.drop()));
  databases = [];
  fs.rmSync(scratch, { recursive: true, force: true });
});

/**
 * An empty data folder, on PostgreSQL a fresh empty database on the TEST_DATABASE_URL server, and on S3
 * a fresh bucket on the TEST_S3_URL server.
 */
async function place(name: string, mode: { postgres: boolean; s3: boolean }) {
  const database = mode.postgres ? await createTestDatabase() : null;
  if (database) databases.push(database);
  const dataDir = path.join(scratch, name);
  fs.mkdirSync(dataDir);
  const env = mode.s3 ? await s3StorageEnv() : {};
  return { dataDir, databaseUrl: database?.url ?? null, cwd: scratch, env };
}

describe.each(modes)('npm run backup, then npm run restore into an empty place ($name)', (mode) => {
  it('copies a running server’s orders, payments, ledger and images, and a server on the copy serves them alike', async () => {
    if (mode.postgres && !process.env.TEST_DATABASE_URL) {
      throw new Error('TEST_DATABASE_URL is not set: npm test starts a PostgreSQL for this suite');
    }
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lawbridge-backup-'));
    const source = await place('source', mode);
    // The demo data (lawyers and their history) before the server starts, as `npm run seed` adds it.
    expect((await runCli('seed', [], source)).code).toBe(0);
    const first = await startServer(source);
    running.push(first);
    const story = await makeOrdersWithFiles(first.url);
    const before = await observe(first.url, story);
    expect(before.finished).toMatchObject({ state: 'finish', refunded_amount: 0 });
    expect(before.finished.images).toHaveLength(2);
    expect(before.refunded).toMatchObject({
      state: 'cancelled',
      refunded_amount: before.refunded.paid_amount,
    });
    expect(before.wallet.entries.total).toBeGreaterThan(0);

    // Taken while the server runs.
    const folder = path.join(scratch, 'backup');
    const backup = await runCli('backup', ['--out', folder], source);
    expect(backup, backup.output).toMatchObject({ code: 0 });
    expect(backup.output).toContain(`Backup written: ${folder}`);
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({
      format_version: 1,
      mode: mode.postgres ? 'postgresql' : 'sqlite',
      storage: mode.s3 ? 's3' : 'local',
    });
    expect(manifest.migration_version).toBe(manifest.migrations.at(-1));
    expect(manifest.tables.payments).toBeGreaterThanOrEqual(3); // two payments and a refund at least
    const storedHashes = manifest.files.map((file: { sha256: string }) => file.sha256);
    // Uploads are re-encoded JPEGs served as stored.
    for (const image of [before.avatar!, ...before.finished.images])
      expect(storedHashes).toContain(image.sha256);
    await first.stop();

    const target = await place('restored', mode);
    // A backup whose file was changed is refused before anything is written…
    const damaged = path.join(scratch, 'damaged');
    fs.cpSync(folder, damaged, { recursive: true });
    fs.appendFileSync(path.join(damaged, 'files', manifest.files[0].key), 'x');
    const refused = await runCli('restore', [damaged], target);
    expect(refused.code, refused.output).toBe(3);
    expect(refused.output).toContain('does not match its manifest, nothing was restored');

    // …so the target is still empty and takes the real one.
    const restored = await runCli('restore', [folder], target);
    expect(restored, restored.output).toMatchObject({ code: 0 });
    expect(restored.output).toContain(`Restored ${folder}`);
    const again = await runCli('restore', [folder], target);
    expect(again.code, again.output).toBe(4);
    expect(again.output).toContain('--force');
    const forced = await runCli('restore', [folder, '--force'], target);
    expect(forced, forced.output).toMatchObject({ code: 0 });

    const second = await startServer(target);
    running.push(second);
    expect(await observe(second.url, story)).toEqual(before);
  });
});
