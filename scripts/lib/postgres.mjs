// Starts a throwaway PostgreSQL 15 on a loopback port for the test suites, and stops it again.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDebianPackages } from './system-packages.mjs';

/** The Debian packages of the throwaway server (installed by startPostgres when missing). */
export const POSTGRES_PACKAGES = ['postgresql'];

function findPostgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin') : null;
}

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

function userIds(name) {
  const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

/** Runs a PostgreSQL binary as the `postgres` system user when we are root (initdb refuses root). */
function runPg(bin, args, { quiet = false } = {}) {
  const isRoot = process.getuid?.() === 0;
  const [command, commandArgs] = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const result = spawnSync(command, commandArgs, { encoding: 'utf8', stdio: quiet ? 'pipe' : 'inherit' });
  if (result.status !== 0) {
    throw new Error(`${bin} ${args.join(' ')} failed (exit ${result.status}): ${result.stderr ?? ''}`);
  }
}

/**
 * `forTests`: a server for the test suites, whose thousand short-lived databases (one per test app) the
 * autovacuum workers would otherwise visit and analyze: half of the server's CPU in the API suite (measured
 * on test/service-order: 22 → 10 CPU s). Tests that need statistics run ANALYZE themselves. The
 * benchmarks keep autovacuum, as production has it.
 */
export async function startPostgres({ forTests = false } = {}) {
  if (!findPostgresBin()) ensureDebianPackages(POSTGRES_PACKAGES, 'the PostgreSQL API test suite');
  const bin = findPostgresBin();
  if (!bin)
    throw new Error('PostgreSQL binaries not found under /usr/lib/postgresql after installing postgresql');

  const dir = mkdtempSync(join(tmpdir(), 'lawbridge-pg-'));
  const dataDir = join(dir, 'data');
  if (process.getuid?.() === 0) {
    const { uid, gid } = userIds('postgres');
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  const port = await freePort();
  runPg(join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C'], {
    quiet: true,
  });
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
    ...(forTests ? ['-c autovacuum=off'] : []),
  ].join(' ');
  runPg(join(bin, 'pg_ctl'), ['-D', dataDir, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start'], {
    quiet: true,
  });
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      runPg(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', 'stop'], { quiet: true });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  return { url, stop };
}
