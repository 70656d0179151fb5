import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { DocumentFileError } from './document-file-error.js';

export interface ProcessBounds {
  timeMs: number;
  /** The folder the process works in (its profile, temp files and output) and how large it may grow. */
  scratchDir: string;
  scratchBytes: number;
  /** Address space each of its processes may map (`ulimit -v`): out of it, the program fails instead of the machine. */
  memoryMb: number;
}

/**
 * Sets the address-space limit and no core dumps (a crash must not write hundreds of MB), then becomes the program
 * (same pid, so the group and the exit code are its own).
 */
const WITH_MEMORY_LIMIT = 'ulimit -v "$1" && ulimit -c 0 && shift && exec "$@"';

const LOOK_MS = 250;
const STDERR_KEPT = 2_000;

async function folderBytes(dir: string): Promise<number> {
  const names = await readdir(dir, { recursive: true }).catch(() => []);
  const sizes = await Promise.all(
    names.map((name) =>
      stat(path.join(dir, name)).then(
        (facts) => (facts.isFile() ? facts.size : 0),
        () => 0,
      ),
    ),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** SIGKILL to the whole process group (the program and everything it started); gone already is fine. */
function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // ESRCH: nothing left in the group.
  }
}

/**
 * Runs a program in a process group of its own, its address space limited, and waits for it. Over its time limit (refusal
 * `conversion_timeout`) or when its scratch folder outgrows its bound (`too_complex`) the whole group is killed;
 * whatever it left running when it exits is killed too. A non-zero exit is refusal `conversion_failed`.
 */
export function runBoundedProcess(
  program: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  bounds: ProcessBounds,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const limited = ['-c', WITH_MEMORY_LIMIT, 'bounded', String(bounds.memoryMb * 1024), program, ...args];
    const child = spawn('/bin/sh', limited, {
      cwd: bounds.scratchDir,
      env,
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => {
      stderr = (stderr + text).slice(-STDERR_KEPT);
    });
    let refusal: DocumentFileError | null = null;
    const stop = (error: DocumentFileError) => {
      refusal ??= error;
      if (child.pid !== undefined) killGroup(child.pid);
    };
    const timer = setTimeout(
      () => stop(new DocumentFileError('conversion_timeout', `${program} over ${bounds.timeMs} ms`)),
      bounds.timeMs,
    );
    let looking = false;
    const scratchWatch = setInterval(() => {
      if (looking) return;
      looking = true;
      void folderBytes(bounds.scratchDir).then((bytes) => {
        looking = false;
        if (bytes > bounds.scratchBytes)
          stop(new DocumentFileError('too_complex', `${program} wrote ${bytes} bytes of scratch`));
      });
    }, LOOK_MS);
    const finish = (outcome: () => void) => {
      clearTimeout(timer);
      clearInterval(scratchWatch);
      if (child.pid !== undefined) killGroup(child.pid);
      outcome();
    };
    child.once('error', (error) => finish(() => reject(error)));
    // 'exit', not 'close': a leftover holding stderr open must not keep the caller waiting (it is killed with the group).
    child.once('exit', (code, signal) => {
      finish(() => {
        if (refusal) reject(refusal);
        else if (code === 0) resolve();
        else
          reject(
            new DocumentFileError(
              'conversion_failed',
              `${program} exited with ${code ?? signal}: ${stderr.trim()}`,
            ),
          );
      });
    });
  });
}
