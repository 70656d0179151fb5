// Runs the steps of the test command (lanes at once: see test-all.mjs) and keeps the tally of tests
// passed and failed. A step's output is collected and printed in one piece when it ends, so two lanes never
// interleave their lines; it is also written to .test-tmp/logs/ as it comes. Each step is timed twice: the
// seconds it took, and the CPU seconds its processes used (which a busy or shared machine does not inflate).
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
const reportDir = join(root, '.test-tmp', 'reports');
const logDir = join(root, '.test-tmp', 'logs');

export const tally = { passed: 0, failed: 0, steps: [], failures: [] };

const fileNameOf = (title) => title.replace(/\W+/g, '-');

/**
 * CPU seconds used so far by this process's children that have ended (with theirs): cutime + cstime of
 * /proc/self/stat, in clock ticks of 1/100 s; null off Linux.
 */
function endedChildrenCpuSeconds() {
  try {
    const afterName = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(afterName[13]) + Number(afterName[14])) / 100;
  } catch {
    return null;
  }
}

// A child's CPU is added to the reading when it ends, so the growth since the previous step ended is the
// CPU of the step that just ended (the lanes' steps rarely end in the same instant). The reading starts
// afresh when a step starts while none runs, past what set-up programs (apt, initdb) used.
let cpuReading = null;
let stepsRunning = 0;
function cpuOfEndedStep() {
  const now = endedChildrenCpuSeconds();
  const used = now === null || cpuReading === null ? null : now - cpuReading;
  cpuReading = now;
  return used;
}

function spawnCollected(command, args, { cwd, env, logFile }) {
  return new Promise((resolve) => {
    const log = createWriteStream(logFile);
    const chunks = [];
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk) => {
      chunks.push(chunk);
      log.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) => keep(Buffer.from(`${error.message}\n`)));
    if (stepsRunning === 0) cpuReading = endedChildrenCpuSeconds();
    stepsRunning += 1;
    let cpu = null;
    child.on('exit', () => {
      stepsRunning -= 1;
      cpu = cpuOfEndedStep();
    });
    child.on('close', (code, signal) => {
      log.end();
      resolve({ code: code ?? signal, output: Buffer.concat(chunks).toString('utf8'), cpu });
    });
  });
}

/** Runs a command; answers whether it succeeded (a failure is recorded, and the run goes on). */
export async function run(title, command, args, { cwd = root, env = {} } = {}) {
  mkdirSync(logDir, { recursive: true });
  console.log(`▶ ${title}`);
  const started = Date.now();
  const { code, output, cpu } = await spawnCollected(command, args, {
    cwd,
    env: { ...process.env, ...env },
    logFile: join(logDir, `${fileNameOf(title)}.log`),
  });
  const step = { title, ok: code === 0, seconds: ((Date.now() - started) / 1000).toFixed(1), cpu };
  console.log(`\n━━━ ${title} ━━━\n${output.trimEnd()}`);
  const took = timeOf(step);
  console.log(step.ok ? `✔ ${title} (${took})` : `✖ ${title} failed (exit ${code}) after ${took}`);
  tally.steps.push(step);
  return step.ok;
}

/** How long a step took, for the log and the summary: `12.3s, CPU 10.1s`. */
export const timeOf = (step) => `${step.seconds}s${step.cpu === null ? '' : `, CPU ${step.cpu.toFixed(1)}s`}`;

/** A step that could not run because one it needs failed: recorded as failed. */
export function skipped(title, because) {
  console.log(`\n✖ ${title} not run: ${because} failed`);
  tally.steps.push({ title, ok: false, seconds: '0.0', cpu: null });
  return false;
}

/** Runs a Vitest project and adds its counts to the tally; an empty run counts as a failure. */
export async function vitest(title, workspace, { env = {}, args = [] } = {}) {
  mkdirSync(reportDir, { recursive: true });
  const report = join(reportDir, `${fileNameOf(title)}.json`);
  rmSync(report, { force: true });
  const reporterArgs = ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  const ok = await run(title, 'npx', ['vitest', 'run', ...reporterArgs, ...args], {
    cwd: join(root, workspace),
    env,
  });
  if (!existsSync(report)) {
    console.log(`✖ ${title}: Vitest wrote no report`);
    tally.failed += 1;
    return false;
  }
  const { numPassedTests, numFailedTests, numTotalTests, testResults } = JSON.parse(
    readFileSync(report, 'utf8'),
  );
  tally.passed += numPassedTests;
  tally.failed += numFailedTests;
  tally.failures.push(...failuresOf(title, testResults));
  console.log(`${title}: ${numPassedTests} passed, ${numFailedTests} failed`);
  if (numTotalTests === 0) {
    console.log(`✖ ${title} ran no test`);
    tally.failed += 1;
    return false;
  }
  return ok;
}

/** Each failed test of a Vitest JSON report as one line (suite, file, name, first line of its message). */
function failuresOf(title, testResults = []) {
  return testResults.flatMap((file) => {
    const path = file.name.replace(`${root}/`, '');
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    if (failed.length === 0 && file.status === 'failed')
      return [`${title} · ${path}: ${firstLine(file.message)}`];
    return failed.map(
      (test) => `${title} · ${path} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
    );
  });
}

const firstLine = (text = '') => text.trim().split('\n')[0].slice(0, 300);
