// The built product for the benchmarks: builds what is missing, starts the server on a scratch data dir.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runToEnd, startChild, waitUntilAnswering } from './processes.mjs';
import { serverEnv } from './scratch.mjs';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const serverDist = path.join(root, 'apps/server/dist');
/** What the benchmarks run from the server's build: the server and the seed commands. */
const SERVER_ENTRIES = ['server.js', 'seed-bulk-lawyers.js', 'seed-chat-bench.js'];

/** Builds the server (and with `sites`, the H5 app and the console) when their output is missing. */
export function ensureBuilt({ sites = false } = {}) {
  const needed = [];
  if (sites && !existsSync(path.join(root, 'apps/h5/dist/index.html'))) needed.push('apps/h5');
  if (sites && !existsSync(path.join(root, 'apps/admin/dist/index.html'))) needed.push('apps/admin');
  const server = SERVER_ENTRIES.every((file) => existsSync(path.join(serverDist, file)));
  if (!server) needed.push('apps/server');
  for (const workspace of needed) {
    console.log(`building ${workspace} (its dist is missing)…`);
    runToEnd('npm', ['run', 'build', '-w', workspace], { cwd: root });
  }
}

/**
 * Starts `node apps/server/dist/server.js` (production settings, loopback only) on the scratch data dir,
 * with `extraEnv` (e.g. DATABASE_URL), `args` (e.g. --demo) and `nodeArgs` (e.g. --cpu-prof); resolves
 * once /healthz answers.
 */
export async function startServer(scratch, port, { extraEnv = {}, args = [], nodeArgs = [] } = {}) {
  const env = { ...serverEnv(scratch, port), ...extraEnv };
  const started = startChild('node', [...nodeArgs, path.join(serverDist, 'server.js'), ...args], { env });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(`${url}/healthz`, started, 120_000);
  return { started, url };
}
