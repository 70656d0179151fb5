import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../..');
const serverEntry = join(repoRoot, 'apps/server/dist/server.js');

export interface ProductServer {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

async function waitUntilReady(baseUrl: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`product server exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`product server not ready within 60 s:\n${output()}`);
}

/**
 * Runs `node apps/server/dist/server.js --demo` on a scratch data dir and a free loopback port; `env`
 * adds variables (given the base address, e.g. for a notify URL), such as another payment provider.
 */
export async function startProductServer(
  options: { env?: (baseUrl: string) => Record<string, string> } = {},
): Promise<ProductServer> {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`npm run build\` first`);
  const dataDir = mkdtempSync(join(tmpdir(), 'lawbridge-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, [serverEntry, '--demo'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      // The journeys' clients speak from the loopback address with X-Forwarded-For (support/client-address.ts).
      TRUST_PROXY: '127.0.0.1',
      ...options.env?.(baseUrl),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitUntilReady(baseUrl, child, () => log);
  return {
    baseUrl,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise<number | null>((done) => child.once('exit', done));
        child.kill('SIGTERM');
        // The server exits 1 when its shutdown failed or outlived its deadline, and logs what held it.
        if ((await exited) !== 0) console.error(`product server did not stop cleanly:\n${log.slice(-4000)}`);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
