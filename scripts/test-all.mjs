// The one command that runs every suite (README: `npm test`): lint, typecheck, unit tests, API tests on
// SQLite and on PostgreSQL, the file tests on an S3-compatible server, H5 bundle budget, the built server as real processes (killed mid-flight, two on
// one PostgreSQL and one Redis), browser journeys.
//
// Each Vitest run uses one worker on a two-core machine (the journeys two), so the steps run in three lanes at
// once, of about the same time each (the summary gives each step's wall and CPU seconds): the PostgreSQL lane
// (API tests on PostgreSQL, contract, typecheck, lint), the SQLite lane (build, API tests on SQLite, console and
// H5 unit tests, files on S3, budget) and, once built, the product's lane (browser journeys two files at a
// time, each on a product of its own; then the built server as real processes). The run is CPU-bound on two
// cores, so what shortens it is less work and lanes that end together, not more lanes. Every step runs even
// after another failed, so one run reports every failure; the exit code is 1 when any step or test failed.
import { existsSync } from 'node:fs';
import { CHROMIUM_PACKAGES, CHROMIUM_PATH } from './lib/browser.mjs';
import { LIBREOFFICE_PACKAGES } from './lib/libreoffice.mjs';
import { NGINX_PACKAGES } from './lib/nginx.mjs';
import { POSTGRES_PACKAGES, startPostgres } from './lib/postgres.mjs';
import { REDIS_PACKAGES, startRedis } from './lib/redis.mjs';
import { startS3 } from './lib/s3.mjs';
import { root, run, skipped, tally, timeOf, vitest } from './lib/steps.mjs';
import { ensureDebianPackages } from './lib/system-packages.mjs';

const env = { TZ: 'UTC', NODE_ENV: 'test' };
const started = Date.now();
let postgres = null;
let redis = null;
let s3 = null;
let setupError = null;

try {
  // System programs first, in one apt run: nothing else is running while apt and initdb block.
  ensureDebianPackages(
    [
      ...POSTGRES_PACKAGES,
      ...REDIS_PACKAGES,
      ...NGINX_PACKAGES,
      ...CHROMIUM_PACKAGES,
      ...LIBREOFFICE_PACKAGES,
    ],
    'the API, multi-instance and browser suites and Word conversion',
  );
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`${CHROMIUM_PATH} is missing after installing chromium`);
  postgres = await startPostgres({ forTests: true });
  redis = await startRedis();
  s3 = await startS3();
} catch (error) {
  setupError = error;
  console.error(`\n✖ setup: ${error.message}`);
}

if (!setupError) {
  let buildDone;
  const built = new Promise((resolve) => (buildDone = resolve));
  const withPostgres = { ...env, TEST_DATABASE_URL: postgres.url };
  const withS3 = {
    TEST_S3_URL: s3.url,
    TEST_S3_ACCESS_KEY_ID: s3.accessKeyId,
    TEST_S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  };

  // The PostgreSQL lane: the API tests on PostgreSQL, then the contract's tests and the type check.
  const postgresLane = async () => {
    // The PDF and Word pipeline and the demo PDFs use no database: they run once, on the SQLite lane.
    await vitest('api: postgresql', 'apps/server', {
      env: withPostgres,
      args: ['--exclude', 'test/document-files/**', '--exclude', 'test/cli/demo-document-pdf.test.ts'],
    });
    await vitest('unit: contract', 'packages/contract', { env });
    await run('typecheck (tsc, every workspace)', 'npm', ['run', 'typecheck']);
    await run('lint (eslint, prettier)', 'npm', ['run', 'lint']);
  };

  const sqliteLane = async () => {
    const buildOk = await run('build', 'npm', ['run', 'build'], { env: { NODE_ENV: 'production' } });
    buildDone(buildOk);
    await vitest('api: sqlite', 'apps/server', { env });
    await vitest('unit: admin', 'apps/admin', { env });
    await vitest('unit: h5', 'apps/h5', { env });
    // Files in object storage: the storage and upload tests again, each test app on a fresh bucket.
    await vitest('api files: s3', 'apps/server', {
      env: { ...env, ...withS3 },
      args: ['test/storage', 'test/upload'],
    });
    if (buildOk) await run('h5 bundle budget', 'node', ['apps/h5/scripts/check-budget.mjs']);
    else skipped('h5 bundle budget', 'build');
  };

  // The built product: the browser journeys, then the built server as real processes (killed after
  // acknowledging a notify, two on one PostgreSQL: timers exactly once; with one Redis, chat and
  // notifications reach a user connected to the other instance; behind nginx; backups), each on databases
  // of its own on the same PostgreSQL server.
  const builtLane = async () => {
    const processes = 'server processes (sqlite, postgresql, redis, s3, nginx)';
    if (!(await built)) {
      skipped('browser journeys', 'build');
      return skipped(processes, 'build');
    }
    await vitest('browser journeys', 'e2e', { env });
    await vitest(processes, 'apps/server', {
      env: { ...withPostgres, TEST_REDIS_URL: redis.url, ...withS3 },
      args: ['--config', 'vitest.processes.config.ts'],
    });
  };

  await Promise.all([postgresLane(), sqliteLane(), builtLane()]);
}
postgres?.stop();
redis?.stop();
s3?.stop();

console.log('\n━━━ summary ━━━');
for (const step of tally.steps) console.log(`${step.ok ? '✔' : '✖'} ${step.title} (${timeOf(step)})`);
for (const failure of tally.failures) console.log(`✖ ${failure}`);
console.log(`total ${((Date.now() - started) / 1000).toFixed(0)}s in ${root}`);
console.log(`${tally.passed} passed, ${tally.failed} failed`);
const failed = setupError || tally.failed > 0 || tally.steps.some((step) => !step.ok);
process.exit(failed ? 1 : 0);
