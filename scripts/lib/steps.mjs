// Runs one step of the test command and keeps the tally of tests passed and failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
const reportDir = join(root, '.test-tmp', 'reports');

export const tally = { passed: 0, failed: 0, steps: [] };

function header(title) {
  console.log(`\n━━━ ${title} ━━━`);
}

/** Runs a command; a non-zero exit fails the whole run. */
export function run(title, command, args, { cwd = root, env = {} } = {}) {
  header(title);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  tally.steps.push({ title, ok, seconds });
  if (!ok) throw new Error(`${title} failed (exit ${result.status ?? result.signal}) after ${seconds}s`);
}

/** Runs a Vitest project and adds its counts to the tally; an empty run counts as a failure. */
export function vitest(title, workspace, { env = {}, args = [] } = {}) {
  mkdirSync(reportDir, { recursive: true });
  const report = join(reportDir, `${title.replace(/\W+/g, '-')}.json`);
  rmSync(report, { force: true });
  const reporterArgs = ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  let failure = null;
  try {
    run(title, 'npx', ['vitest', 'run', ...reporterArgs, ...args], { cwd: join(root, workspace), env });
  } catch (error) {
    failure = error;
  }
  if (!existsSync(report)) throw failure ?? new Error(`${title}: Vitest wrote no report`);
  const { numPassedTests, numFailedTests, numTotalTests } = JSON.parse(readFileSync(report, 'utf8'));
  tally.passed += numPassedTests;
  tally.failed += numFailedTests;
  console.log(`${title}: ${numPassedTests} passed, ${numFailedTests} failed`);
  if (failure) throw failure;
  if (numTotalTests === 0) throw new Error(`${title} ran no test`);
}
