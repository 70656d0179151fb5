// The one command that runs every suite (README: `npm test`):
// lint, typecheck, unit tests, API tests on SQLite and on PostgreSQL, H5 bundle budget, the built server as
// real processes (killed mid-flight, two on one PostgreSQL), browser journeys.
import { ensureBrowser } from './lib/browser.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { root, run, tally, vitest } from './lib/steps.mjs';

const env = { TZ: 'UTC', NODE_ENV: 'test' };
const started = Date.now();
let postgres = null;
let exitCode = 0;

try {
  run('lint (eslint, prettier)', 'npm', ['run', 'lint']);
  run('typecheck (tsc, every workspace)', 'npm', ['run', 'typecheck']);

  vitest('unit: contract', 'packages/contract', { env });
  vitest('unit: h5', 'apps/h5', { env });
  vitest('unit: admin', 'apps/admin', { env });
  vitest('api: sqlite', 'apps/server', { env });

  postgres = await startPostgres();
  vitest('api: postgresql', 'apps/server', { env: { ...env, TEST_DATABASE_URL: postgres.url } });

  run('build', 'npm', ['run', 'build'], { env: { NODE_ENV: 'production' } });
  run('h5 bundle budget', 'node', ['apps/h5/scripts/check-budget.mjs']);
  // The built server as real processes: killed after acknowledging a notify, two on one PostgreSQL.
  vitest('server processes (sqlite, postgresql)', 'apps/server', {
    env: { ...env, TEST_DATABASE_URL: postgres.url },
    args: ['--config', 'vitest.processes.config.ts'],
  });
  postgres.stop();
  postgres = null;

  ensureBrowser();
  vitest('browser journeys', 'e2e', { env });
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  exitCode = 1;
} finally {
  postgres?.stop();
}

console.log('\n━━━ summary ━━━');
for (const step of tally.steps) console.log(`${step.ok ? '✔' : '✖'} ${step.title} (${step.seconds}s)`);
console.log(`total ${((Date.now() - started) / 1000).toFixed(0)}s in ${root}`);
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(exitCode || (tally.failed > 0 ? 1 : 0));
