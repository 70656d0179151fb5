import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/helpers/test-database';
import { startServer, type ServerProcess } from './support/server-process';

/** Every interval job's interval in these servers (TEST_JOB_EVERY_MS); the hourly purge runs this often. */
const EVERY_MS = 1_000;
const RUNS = 8;

let running: ServerProcess[] = [];
let database: TestDatabase | null = null;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawbridge-jobs-'));

afterAll(async () => {
  await Promise.all(running.map((server) => server.kill()));
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** When each run of the job started on this server, from its 'scheduled job done' lines. */
const runsOf = (server: ServerProcess, job: string) =>
  server
    .logLines()
    .filter((line) => line.msg === 'scheduled job done' && line.job === job)
    .map((line) => line.startedAt as number);

describe('two server processes on one PostgreSQL', () => {
  it(
    'run a cluster job once per interval between them, and the timers job on each',
    { timeout: 180_000 },
    async () => {
      if (!process.env.TEST_DATABASE_URL) {
        throw new Error('TEST_DATABASE_URL is not set: npm test starts a PostgreSQL for this suite');
      }
      database = await createTestDatabase();
      const options = { dataDir, databaseUrl: database.url!, env: { TEST_JOB_EVERY_MS: String(EVERY_MS) } };
      const [a, b] = await Promise.all([startServer(options), startServer(options)]);
      running = [a, b];

      const client = new pg.Client({ connectionString: database.url! });
      await client.connect();
      try {
        const deadline = Date.now() + 120_000;
        for (;;) {
          const { rows } = await client.query<{ runs: number }>(
            "SELECT runs FROM job_leases WHERE name = 'purge-expired'",
          );
          if ((rows[0]?.runs ?? 0) >= RUNS) break;
          if (Date.now() > deadline)
            throw new Error(`purge-expired ran ${rows[0]?.runs ?? 0} times in 120 s`);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        // A clean stop lets runs in progress finish and be counted, so the logs and the row agree.
        await Promise.all([a.stop(), b.stop()]);
        running = [];
        const { rows } = await client.query<{ runs: number; failures: number; holder: string | null }>(
          "SELECT runs, failures, holder FROM job_leases WHERE name = 'purge-expired'",
        );
        const starts = [...runsOf(a, 'purge-expired'), ...runsOf(b, 'purge-expired')].sort((x, y) => x - y);
        expect(rows).toEqual([{ runs: starts.length, failures: 0, holder: null }]);
        expect(starts.length).toBeGreaterThanOrEqual(RUNS);
        // Once per interval in total: every run started at least an interval after the one before, wherever.
        const gaps = starts.slice(1).map((start, index) => start - starts[index]!);
        expect(gaps.filter((gap) => gap < EVERY_MS)).toEqual([]);
        // The timers job is per instance: both kept working their timers all along.
        expect(runsOf(a, 'timers').length).toBeGreaterThanOrEqual(RUNS / 2);
        expect(runsOf(b, 'timers').length).toBeGreaterThanOrEqual(RUNS / 2);
      } finally {
        await client.end();
      }
    },
  );
});
