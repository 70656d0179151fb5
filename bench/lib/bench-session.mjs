// A signed-in user for a benchmark: the chat benchmark's seed makes users with sessions on the scratch database.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runToEnd } from './processes.mjs';
import { serverDist } from './product.mjs';
import { serverEnv } from './scratch.mjs';

/** The session token of a fresh ordinary user on the scratch database of a server on `port`. */
export function benchSessionToken(scratch, port) {
  const file = path.join(scratch.dataDir, `bench-session-${port}.json`);
  runToEnd(
    'node',
    [path.join(serverDist, 'seed-chat-bench.js'), '--users', '2', '--conversations', '1', '--out', file],
    { env: serverEnv(scratch, port) },
  );
  return JSON.parse(readFileSync(file, 'utf8')).users[0].token;
}
