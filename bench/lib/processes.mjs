// Child processes of the benchmark: started with their output kept for error reports, stopped by handle.
import { spawn, spawnSync } from 'node:child_process';

/** Runs a command to completion; throws with its output when it fails. Returns the run time in seconds. */
export function runToEnd(command, args, options) {
  const started = performance.now();
  const result = spawnSync(command, args, { ...options, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  }
  return { seconds: (performance.now() - started) / 1000, stdout: result.stdout };
}

/** Starts a long-running child; its output is collected so a failure can show it. */
export function startChild(command, args, options) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

/** Polls `url` until it answers 200, or fails after `timeoutMs` with the child's output. */
export async function waitUntilAnswering(url, started, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) break;
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer:\n${started.output()}`);
}

/** Stops a child started here and waits for it to exit. */
export async function stopChild(started) {
  if (started.child.exitCode !== null || started.child.signalCode !== null) return;
  const exited = new Promise((resolve) => started.child.once('exit', resolve));
  started.child.kill('SIGTERM');
  await exited;
}
