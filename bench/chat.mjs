// `npm run bench -- chat`: the chat socket /api/v1/ws on SQLite (docs/performance.md).
//   1. seeds 10,000 users with session tokens (1,000 certified lawyers) and 1,000 conversations, each with
//      a paid order in progress, through the server's own code (dist/seed-chat-bench.js);
//   2. idle sockets: the server's RSS before connecting and once all 10,000 sockets have authenticated
//      and idled: ≤ 300 MB;
//   3. delivery latency at 2,000 msg/s over the 1,000 conversations, open loop, with every socket still
//      open: p99 < 25 ms, from the scheduled send time to the receipt on the other party's socket;
//   4. unless --skip-relay, 2 and 3 again against a bare ws relay of the same frames
//      (bench/lib/chat-relay-server.mjs): what the machine, the sockets and the load generators cost alone.
// The load generators are processes of their own (bench/lib/chat-client.mjs).
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ask, splitSeed, startClients } from './lib/chat-clients.mjs';
import { printIdle, printLatency } from './lib/chat-report.mjs';
import { latencySummary } from './lib/percentiles.mjs';
import { runToEnd, startChild, stopChild, waitUntilAnswering } from './lib/processes.mjs';
import { cpuSeconds, residentBytes } from './lib/proc-stats.mjs';
import { ensureBuilt, root, serverDist, startServer } from './lib/product.mjs';
import { serverEnv } from './lib/scratch.mjs';

// Below the ephemeral range (32768–60999), which the 10,000 client sockets draw from.
const API_PORT = 31_519;
const RELAY_PORT = 31_520;
const API_WS = '/api/v1/ws';
const RELAY = path.join(root, 'bench/lib/chat-relay-server.mjs');
const WS = (httpUrl) => httpUrl.replace(/^http/, 'ws');
/** PRODUCT §9 allows 30 a minute per user; each party here sends one message a second or more. */
const MESSAGES_PER_MINUTE = '100000';
const IDLE_SECONDS = 5;
const AFTER_START_SECONDS = 3;
const HANDSHAKES_IN_FLIGHT = 50;
const START_DELAY_MS = 500;
const DRAIN_MS = 5_000;

function seed(scratch, { users, conversations }) {
  const file = path.join(scratch.dataDir, 'chat-bench.json');
  const { seconds } = runToEnd(
    'node',
    [
      path.join(serverDist, 'seed-chat-bench.js'),
      ...['--users', String(users), '--conversations', String(conversations), '--out', file],
    ],
    { env: serverEnv(scratch, API_PORT) },
  );
  console.log(
    `\nseeded ${users} users with session tokens (${conversations} certified lawyers) and ${conversations} ` +
      `conversations, each with a paid order in progress, in ${seconds.toFixed(1)} s`,
  );
  return file;
}

/** `--profile cpu|heap`: node's own profiler in the server, written to a directory that outlives the run. */
function profilerArgs(profile) {
  if (!profile) return [];
  if (profile !== 'cpu' && profile !== 'heap') throw new Error(`--profile cpu or heap, not "${profile}"`);
  const dir = mkdtempSync(path.join(os.tmpdir(), `lawbridge-chat-${profile}-prof-`));
  console.log(`server ${profile} profile: written to ${dir} when the server stops`);
  return [`--${profile}-prof`, `--${profile}-prof-dir=${dir}`];
}

/** Every generator runs its share of the one schedule from the same start. */
async function runLoad(clients, shares, load) {
  const startAt = Date.now() + START_DELAY_MS;
  const answers = await Promise.all(
    clients.map((client, index) =>
      ask(client, {
        type: 'load',
        conversations: shares[index].conversations,
        totalConversations: load.conversations,
        rate: load.rate,
        warmupMs: load.warmupMs,
        measureMs: load.measureMs,
        drainMs: DRAIN_MS,
        startAt,
      }),
    ),
  );
  const sum = (field) => answers.reduce((total, answer) => total + answer[field], 0);
  const result = Object.fromEntries(
    ['sent', 'measuredSent', 'received', 'measuredReceived', 'acks', 'errors', 'closed'].map((field) => [
      field,
      sum(field),
    ]),
  );
  const latencies = answers.flatMap((answer) => answer.latencies);
  const lateness = latencySummary(
    answers.flatMap((answer) => answer.lateness),
    0,
  );
  return {
    ...result,
    ...latencySummary(latencies, result.measuredSent - result.measuredReceived),
    latenessP99: lateness.p99,
    latenessMax: lateness.max,
    errorSamples: answers.flatMap((answer) => answer.errorSamples),
  };
}

/**
 * The same measurements against one target (the API server or the bare relay), with load generators of
 * its own: RSS before connecting and with every socket idle, then the latency run.
 */
async function measureTarget(target, { pid, url, seeded, options }, children) {
  await sleep(AFTER_START_SECONDS * 1000);
  const before = residentBytes(pid);
  const shares = splitSeed(seeded, options.clients);
  const clients = startClients(options.clients, children);
  try {
    const connected = await Promise.all(
      clients.map((client, index) =>
        ask(client, { type: 'connect', url, users: shares[index].users, inFlight: HANDSHAKES_IN_FLIGHT }),
      ),
    );
    await sleep(IDLE_SECONDS * 1000);
    printIdle(target, {
      sockets: connected.reduce((total, answer) => total + answer.ready, 0),
      before,
      after: residentBytes(pid),
      connectSeconds: Math.max(...connected.map((answer) => answer.seconds)),
      idleSeconds: IDLE_SECONDS,
    });

    const load = {
      rate: options.rate,
      conversations: options.conversations,
      warmupMs: options.warmupSeconds * 1000,
      measureMs: options.seconds * 1000,
    };
    const clientPids = clients.map((client) => client.child.pid);
    const cpuBefore = [pid, ...clientPids].map(cpuSeconds);
    const wallBefore = performance.now();
    const result = await runLoad(clients, shares, load);
    const wallSeconds = (performance.now() - wallBefore) / 1000;
    const [cpu, ...clientCpu] = [pid, ...clientPids].map(
      (each, index) => cpuSeconds(each) - cpuBefore[index],
    );
    const serverCpu = { seconds: cpu, wallSeconds, share: cpu / wallSeconds };
    const generatorsShare = clientCpu.map((seconds) => seconds / wallSeconds);
    printLatency(target, {
      load,
      result,
      serverCpu,
      generatorsShare,
      rssAfter: residentBytes(pid),
      drainMs: DRAIN_MS,
    });
    if (result.errors > 0 || result.closed > 0) {
      throw new Error(
        `${target.name}: ${result.errors} error frames, ${result.closed} sockets closed during the run: ` +
          result.errorSamples.join('; '),
      );
    }
  } finally {
    for (const client of clients) await stopChild(client);
  }
}

export async function runChat(scratch, options, children) {
  ensureBuilt();
  const seedFile = seed(scratch, options);
  const seeded = JSON.parse(readFileSync(seedFile, 'utf8'));
  console.log(
    `load: ${options.clients} load generator processes (ws), ${HANDSHAKES_IN_FLIGHT} handshakes in flight ` +
      `each; the same for both targets`,
  );

  const { started: api, url } = await startServer(scratch, API_PORT, {
    extraEnv: { CHAT_MESSAGES_PER_MINUTE: MESSAGES_PER_MINUTE },
    nodeArgs: profilerArgs(options.profile),
  });
  children.push(api);
  console.log(
    `API server: node apps/server/dist/server.js (NODE_ENV=production, SQLite, ` +
      `CHAT_MESSAGES_PER_MINUTE=${MESSAGES_PER_MINUTE})`,
  );
  try {
    const target = { name: 'API server', budgets: true };
    await measureTarget(
      target,
      { pid: api.child.pid, url: `${WS(url)}${API_WS}`, seeded, options },
      children,
    );
  } finally {
    await stopChild(api);
  }
  if (options.skipRelay) return;

  const relay = startChild('node', [RELAY, String(RELAY_PORT), seedFile], {});
  children.push(relay);
  const relayUrl = `http://127.0.0.1:${RELAY_PORT}`;
  await waitUntilAnswering(`${relayUrl}/healthz`, relay);
  try {
    const target = { name: 'bare ws relay (bench/lib/chat-relay-server.mjs)', budgets: false };
    const where = { pid: relay.child.pid, url: `${WS(relayUrl)}${API_WS}`, seeded, options };
    await measureTarget(target, where, children);
  } finally {
    await stopChild(relay);
  }
}
