// `npm run bench`: the lawyer directory at 100,000 lawyers against a bare node:http hello world,
// measured in one run with the same load settings (docs/performance.md). Exits non-zero only when
// something fails (a build, the seed, a server, a request), never because a budget is missed.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { directoryPaths } from './lib/directory-paths.mjs';
import { measure } from './lib/load.mjs';
import { runToEnd, startChild, stopChild, waitUntilAnswering } from './lib/processes.mjs';
import { printMachine, printResults } from './lib/report.mjs';
import { createScratchDir, serverEnv } from './lib/scratch.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, 'apps/server/dist');
const API_PORT = 38_517;
const BARE_PORT = 38_518;

const { values } = parseArgs({
  options: { lawyers: { type: 'string', default: '100000' }, keep: { type: 'boolean', default: false } },
});

const children = [];
const scratch = createScratchDir();
let failed = false;

try {
  printMachine();
  if (!existsSync(path.join(dist, 'server.js')) || !existsSync(path.join(dist, 'seed-bulk-lawyers.js'))) {
    console.log('building the server (apps/server/dist is missing)…');
    runToEnd('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root });
  }
  const env = serverEnv(scratch, API_PORT);
  const seed = runToEnd('node', [path.join(dist, 'seed-bulk-lawyers.js'), '--count', values.lawyers], {
    env,
  });
  console.log(`seeded ${values.lawyers} lawyers into ${scratch.dataDir} in ${seed.seconds.toFixed(1)} s`);

  const api = startChild('node', [path.join(dist, 'server.js')], { env });
  const bare = startChild('node', [path.join(root, 'bench/lib/hello-server.mjs'), String(BARE_PORT)], {});
  children.push(api, bare);
  const apiUrl = `http://127.0.0.1:${API_PORT}`;
  const bareUrl = `http://127.0.0.1:${BARE_PORT}`;
  await waitUntilAnswering(`${apiUrl}/healthz`, api);
  await waitUntilAnswering(bareUrl, bare);

  const paths = await directoryPaths(apiUrl);
  console.log(`directory requests, in turn on every connection:\n  ${paths.join('\n  ')}`);
  const bareResult = await measure(bareUrl, ['/']);
  const directoryResult = await measure(apiUrl, paths);
  printResults(bareResult, directoryResult);

  const failures = bareResult.failures + directoryResult.failures;
  if (failures > 0) throw new Error(`${failures} requests failed (errors, timeouts or non-2xx answers)`);
} catch (error) {
  failed = true;
  console.error(`\nbenchmark failed: ${error instanceof Error ? error.message : error}`);
} finally {
  for (const started of children) await stopChild(started);
  if (values.keep) console.log(`scratch data kept in ${scratch.dataDir}`);
  else rmSync(scratch.dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
