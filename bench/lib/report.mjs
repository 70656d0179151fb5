// Prints the figures and checks them against the budgets of ENGINEERING.md (misses are reported, not fatal).
import os from 'node:os';
import { LOAD } from './load.mjs';

export const BUDGETS = { minRatio: 0.5, maxP99Ms: 20 };

export function printMachine() {
  const cpus = os.cpus();
  const [load1] = os.loadavg();
  console.log(
    `machine: ${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ` +
      `Node ${process.version}, ${os.platform()} ${os.release()}, load average ${load1.toFixed(2)}`,
  );
  console.log(
    `load: autocannon, ${LOAD.connections} connections, pipelining ${LOAD.pipelining}, ` +
      `${LOAD.warmupSeconds} s warm-up, ${LOAD.durationSeconds} s measured, the same for both targets`,
  );
}

function row(name, result) {
  return `${name.padEnd(22)} ${result.requestsPerSecond.toFixed(0).padStart(8)} req/s   p50 ${String(result.p50).padStart(3)} ms   p99 ${String(result.p99).padStart(3)} ms   ${result.total} requests`;
}

/** Prints both results, the ratio and PASS/MISS per budget. */
export function printResults(bare, directory) {
  const ratio = directory.requestsPerSecond / bare.requestsPerSecond;
  console.log('');
  console.log(row('bare node:http', bare));
  console.log(row('GET /api/v1/lawyer', directory));
  console.log(`ratio directory / bare: ${ratio.toFixed(2)}`);
  console.log('');
  const verdict = (passed) => (passed ? 'PASS' : 'MISS');
  console.log(
    `${verdict(ratio >= BUDGETS.minRatio)}  ratio ≥ ${BUDGETS.minRatio.toFixed(2)} (${ratio.toFixed(2)})`,
  );
  console.log(
    `${verdict(directory.p99 < BUDGETS.maxP99Ms)}  p99 < ${BUDGETS.maxP99Ms} ms (${directory.p99} ms)`,
  );
}
