import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exited, freePort } from './process-utils';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVER_BUNDLE = path.join(serverDir, 'dist/server.js');

export interface ServerProcess {
  url: string;
  port: number;
  /** Every log line (JSON) the process printed so far. */
  logLines(): Array<Record<string, unknown>>;
  /** SIGKILL: no shutdown hook runs, nothing is flushed. */
  kill(): Promise<void>;
  /** SIGTERM and wait for the clean shutdown. */
  stop(): Promise<void>;
}

export interface ServerOptions {
  dataDir: string;
  /** null → the SQLite file in dataDir. */
  databaseUrl: string | null;
  /** How far ahead of the real time the server's clock runs (TEST_CLOCK_OFFSET_MS). */
  clockOffsetMs?: number;
  demo?: boolean;
  /** REDIS_URL: several instances fan chat and notifications out through it. */
  redisUrl?: string;
  /** Listen here (a restarted instance takes its old place behind a proxy); a free port otherwise. */
  port?: number;
  /** More environment (storage, TRUST_PROXY, TEST_CLOCK_MOVABLE …). */
  env?: Record<string, string>;
}

/**
 * The built server (`dist/server.js`, what `npm start` runs) as a real process on a free port, started
 * the way an operator would, answering once `/readyz` says the database is there.
 */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  if (!fs.existsSync(SERVER_BUNDLE)) {
    throw new Error(
      `${SERVER_BUNDLE} is missing: run \`npm run build\` first (npm test builds before this suite)`,
    );
  }
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, [SERVER_BUNDLE, ...(options.demo ? ['--demo'] : [])], {
    cwd: options.dataDir,
    env: {
      PATH: process.env.PATH,
      TZ: 'UTC',
      NODE_ENV: 'test',
      LOG_LEVEL: 'debug',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: options.dataDir,
      H5_DIST: path.join(options.dataDir, 'no-h5-build'),
      ADMIN_DIST: path.join(options.dataDir, 'no-admin-build'),
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...(options.clockOffsetMs ? { TEST_CLOCK_OFFSET_MS: String(options.clockOffsetMs) } : {}),
      ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let partial = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    const parts = (partial + chunk).split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts);
  });
  const errors: string[] = [];
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => errors.push(chunk));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(
        `server exited with ${child.exitCode}: ${errors.join('')}${lines.slice(-20).join('\n')}`,
      );
    }
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready within 60 s: ${errors.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    port,
    logLines: () =>
      lines.flatMap((line) => {
        try {
          return [JSON.parse(line) as Record<string, unknown>];
        } catch {
          return [];
        }
      }),
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}
