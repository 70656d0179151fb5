// Prints the chat benchmark's figures and checks the API server's against the budgets (misses are
// reported, not fatal); the bare relay's figures are printed beside them without a verdict.
import os from 'node:os';
import { megabytes } from './proc-stats.mjs';
import { verdict } from './report.mjs';

export const CHAT_BUDGETS = { sockets: 10_000, maxRssMb: 300, rate: 2_000, maxP99Ms: 25 };

const mb = (bytes) => `${megabytes(bytes).toFixed(1)} MB`;
const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '∞ (lost messages)');
const load1 = () => os.loadavg()[0].toFixed(2);

/** Resident set before connecting and with every socket authenticated and idle. */
export function printIdle(target, { sockets, before, after, connectSeconds, idleSeconds }) {
  const perSocket = (after - before) / sockets;
  console.log(`\n${target.name}, idle sockets (load average ${load1()}):`);
  console.log(`  RSS before connecting                         ${mb(before)}`);
  console.log(
    `  RSS, ${sockets} sockets authenticated, idle ${idleSeconds} s   ${mb(after)}` +
      `   (+${mb(after - before)}, ${(perSocket / 1024).toFixed(1)} kB per socket; ` +
      `connected and authenticated in ${connectSeconds.toFixed(1)} s)`,
  );
  if (!target.budgets) return;
  const budget = `${CHAT_BUDGETS.sockets} sockets within ${CHAT_BUDGETS.maxRssMb} MB RSS`;
  const passed = sockets >= CHAT_BUDGETS.sockets && megabytes(after) <= CHAT_BUDGETS.maxRssMb;
  console.log(`  ${verdict(passed)}  ${budget}: ${mb(after)} with ${sockets} sockets`);
}

/** Delivery latency of the measured window and what the server used meanwhile. */
export function printLatency(target, { load, result, serverCpu, generatorsShare, rssAfter, drainMs }) {
  const { rate, conversations, warmupMs, measureMs } = load;
  const lost = result.measuredSent - result.measuredReceived;
  console.log(
    `\n${target.name}, delivery latency at ${rate} msg/s over ${conversations} conversations, open loop ` +
      `(${warmupMs / 1000} s warm-up, ${measureMs / 1000} s measured; load average ${load1()}):`,
  );
  console.log(
    `  sent ${result.measuredSent}, received ${result.measuredReceived}, ` +
      `lost ${lost} (not received ${drainMs / 1000} s after the last send)` +
      `   (whole run: sent ${result.sent}, acks ${result.acks}, error frames ${result.errors}, ` +
      `sockets closed ${result.closed})`,
  );
  console.log(
    `  send → receipt on the other party's socket: p50 ${ms(result.p50)}, p99 ${ms(result.p99)}, ` +
      `max ${ms(result.max)}`,
  );
  console.log(
    `  load generators behind schedule: p99 ${ms(result.latenessP99)}, max ${ms(result.latenessMax)}` +
      ` (included in the latencies); they used ` +
      `${generatorsShare.map((share) => `${(share * 100).toFixed(0)} %`).join(' and ')} of one core`,
  );
  console.log(
    `  server: ${(result.acks / serverCpu.wallSeconds).toFixed(0)} messages acknowledged per second, ` +
      `CPU ${(serverCpu.share * 100).toFixed(0)} % of one core, ` +
      `${((serverCpu.seconds / result.acks) * 1e6).toFixed(0)} µs per message; RSS afterwards ${mb(rssAfter)}`,
  );
  if (!target.budgets) return;
  const budget = `p99 < ${CHAT_BUDGETS.maxP99Ms} ms at ${CHAT_BUDGETS.rate} msg/s`;
  const passed = rate >= CHAT_BUDGETS.rate && result.p99 < CHAT_BUDGETS.maxP99Ms;
  console.log(`  ${verdict(passed)}  ${budget}: ${ms(result.p99)} at ${rate} msg/s`);
}
