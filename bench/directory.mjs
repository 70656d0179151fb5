// `npm run bench [-- directory]`: the lawyer directory at 100,000 lawyers on SQLite and on PostgreSQL
// (docs/performance.md). On each database:
//   1. the fixed request set (cached answers) against a bare node:http server sending the very bytes
//      the directory answered (captured first), same load settings, one after the other: ratio ≥ 0.80;
//   2. random filter combinations from a seeded sequence, so the 10 s cache rarely helps: p99 < 20 ms.
import path from 'node:path';
import { startPostgres } from '../scripts/lib/postgres.mjs';
import { captureAnswers } from './lib/capture.mjs';
import { directoryPaths } from './lib/directory-paths.mjs';
import { measure, measureSequence } from './lib/load.mjs';
import { runToEnd, startChild, stopChild, waitUntilAnswering } from './lib/processes.mjs';
import { ensureBuilt, root, serverDist, startServer } from './lib/product.mjs';
import { randomDirectoryPaths } from './lib/random-filters.mjs';
import { printFixed, printLoad, printRandom } from './lib/report.mjs';
import { serverEnv } from './lib/scratch.mjs';

const API_PORT = 38_517;
const BARE_PORT = 38_518;
const RANDOM_PATHS = 200_000;

function seed(scratch, lawyers, extraEnv) {
  const env = { ...serverEnv(scratch, API_PORT), ...extraEnv };
  const result = runToEnd('node', [path.join(serverDist, 'seed-bulk-lawyers.js'), '--count', lawyers], {
    env,
  });
  return result.seconds;
}

async function benchDatabase(database, scratch, lawyers, extraEnv, children) {
  const seconds = seed(scratch, lawyers, extraEnv);
  console.log(`\n${database}: seeded ${lawyers} lawyers in ${seconds.toFixed(1)} s`);
  const { started: api, url } = await startServer(scratch, API_PORT, { extraEnv });
  children.push(api);
  try {
    const paths = await directoryPaths(url);
    const answersFile = path.join(scratch.dataDir, `answers-${database}.json`);
    const meanBytes = await captureAnswers(url, paths, answersFile);
    console.log(
      `fixed set, in turn on every connection (answers captured, ${Math.round(meanBytes)} bytes of body on average):\n  ${paths.join('\n  ')}`,
    );
    const bare = startChild(
      'node',
      [path.join(root, 'bench/lib/replay-server.mjs'), String(BARE_PORT), answersFile],
      {},
    );
    children.push(bare);
    const bareUrl = `http://127.0.0.1:${BARE_PORT}`;
    await waitUntilAnswering(`${bareUrl}${paths[0]}`, bare);
    const bareResult = await measure(bareUrl, paths);
    await stopChild(bare);
    const fixed = await measure(url, paths);
    printFixed(database, bareResult, fixed);

    const generated = await randomDirectoryPaths(url, { count: RANDOM_PATHS });
    const random = await measureSequence(url, generated.paths);
    generated.distinct = new Set(generated.paths.slice(0, random.sent)).size;
    printRandom(database, random, generated);

    const failures = bareResult.failures + fixed.failures + random.failures;
    if (failures > 0)
      throw new Error(`${failures} requests failed on ${database} (errors, timeouts or non-2xx)`);
  } finally {
    await stopChild(api);
  }
}

export async function runDirectory(scratch, { lawyers, databases }, { children, cleanups }) {
  ensureBuilt();
  printLoad();
  for (const database of databases) {
    if (database === 'sqlite') {
      await benchDatabase('SQLite', scratch, lawyers, {}, children);
    } else if (database === 'postgres') {
      const postgres = await startPostgres();
      cleanups.push(postgres.stop);
      await benchDatabase('PostgreSQL', scratch, lawyers, { DATABASE_URL: postgres.url }, children);
      postgres.stop();
    } else {
      throw new Error(`unknown database "${database}": sqlite or postgres`);
    }
  }
}
