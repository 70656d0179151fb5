// Starts a throwaway redis-server (Debian's redis-server package) on a loopback port for the multi-instance
// tests, and stops it again.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The Debian package of the server (installed by test-all.mjs with the others). */
export const REDIS_PACKAGES = ['redis-server'];
const REDIS_SERVER = '/usr/bin/redis-server';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function answersPing(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('error', () => resolve(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
  });
}

export async function startRedis() {
  if (spawnSync(REDIS_SERVER, ['--version']).status !== 0) {
    throw new Error(`${REDIS_SERVER} is missing: install the redis-server package`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'lawbridge-redis-'));
  const port = await freePort();
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 10_000;
  while (!(await answersPing(port))) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('redis-server did not answer within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  return { url: `redis://127.0.0.1:${port}`, stop };
}
