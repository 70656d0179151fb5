// `npm run bench -- chat`: the chat socket /api/v1/ws on SQLite (docs/performance.md).
//   1. seeds 10,000 users with session tokens (1,000 certified lawyers) and 1,000 conversations, each with
//      a paid order in progress, through the server's own code (dist/seed-chat-bench.js);
//   2. idle sockets: the server's RSS before connecting and once all 10,000 sockets have authenticated
//      and idled: ≤ 300 MB;
//   3. delivery latency at 2,000 msg/s over the 1,000 conversations, open loop, with every socket still
//      open: p99 < 25 ms, from the scheduled send time to the receipt on the other party's socket.
// The load generators are processes of their own (bench/lib/chat-client.mjs).
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ask, splitSeed, startClients } from './lib/chat-clients.mjs';
import { printIdle, printLatency } from './lib/chat-report.mjs';
import { latencySummary } from './lib/percentiles.mjs';
import { runToEnd } from './lib/processes.mjs';
import { cpuSeconds, residentBytes } from './lib/proc-stats.mjs';
import { ensureBuilt, serverDist, startServer } from './lib/product.mjs';
import { serverEnv } from './lib/scratch.mjs';

const PORT = 38_519;
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
    { env: serverEnv(scratch, PORT) },
  );
  console.log(
    `\nseeded ${users} users with session tokens (${conversations} certified lawyers) and ${conversations} ` +
      `conversations, each with a paid order in progress, in ${seconds.toFixed(1)} s`,
  );
  return JSON.parse(readFileSync(file, 'utf8'));
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

export async function runChat(scratch, options, children) {
  const { users, conversations, rate, clients: clientCount, warmupSeconds, seconds, profile } = options;
  ensureBuilt();
  const seeded = seed(scratch, { users, conversations });
  const { started: server, url } = await startServer(scratch, PORT, {
    extraEnv: { CHAT_MESSAGES_PER_MINUTE: MESSAGES_PER_MINUTE },
    nodeArgs: profilerArgs(profile),
  });
  children.push(server);
  const pid = server.child.pid;
  console.log(
    `server: node apps/server/dist/server.js (NODE_ENV=production, SQLite, ` +
      `CHAT_MESSAGES_PER_MINUTE=${MESSAGES_PER_MINUTE}), pid ${pid}; ${clientCount} load generator ` +
      `processes (ws), ${HANDSHAKES_IN_FLIGHT} handshakes in flight each`,
  );

  await sleep(AFTER_START_SECONDS * 1000);
  const before = residentBytes(pid);
  const shares = splitSeed(seeded, clientCount);
  const clients = startClients(clientCount, children);
  const wsUrl = `${url.replace(/^http/, 'ws')}/api/v1/ws`;
  const connected = await Promise.all(
    clients.map((client, index) =>
      ask(client, {
        type: 'connect',
        url: wsUrl,
        users: shares[index].users,
        inFlight: HANDSHAKES_IN_FLIGHT,
      }),
    ),
  );
  const sockets = connected.reduce((total, answer) => total + answer.ready, 0);
  await sleep(IDLE_SECONDS * 1000);
  printIdle({
    sockets,
    before,
    after: residentBytes(pid),
    connectSeconds: Math.max(...connected.map((answer) => answer.seconds)),
    idleSeconds: IDLE_SECONDS,
  });

  const load = { rate, conversations, warmupMs: warmupSeconds * 1000, measureMs: seconds * 1000 };
  const cpuBefore = cpuSeconds(pid);
  const wallBefore = performance.now();
  const result = await runLoad(clients, shares, load);
  const cpu = cpuSeconds(pid) - cpuBefore;
  const serverCpu = { seconds: cpu, share: cpu / ((performance.now() - wallBefore) / 1000) };
  printLatency({ load, result, serverCpu, rssAfter: residentBytes(pid), drainMs: DRAIN_MS });
  if (result.errors > 0 || result.closed > 0) {
    throw new Error(
      `${result.errors} error frames, ${result.closed} sockets closed during the run: ` +
        result.errorSamples.join('; '),
    );
  }
}
