// Prints the figures and checks them against the budgets of ENGINEERING.md (misses are reported, not fatal).
import os from 'node:os';
import { LOAD } from './load.mjs';

export const BUDGETS = { minRatio: 0.8, maxP99Ms: 20 };

export function printMachine() {
  const cpus = os.cpus();
  const [load1] = os.loadavg();
  console.log(
    `machine: ${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ` +
      `Node ${process.version}, ${os.platform()} ${os.release()}, load average ${load1.toFixed(2)}`,
  );
}

export function printLoad() {
  console.log(
    `load: autocannon, ${LOAD.connections} connections, pipelining ${LOAD.pipelining}, ` +
      `${LOAD.warmupSeconds} s warm-up, ${LOAD.durationSeconds} s measured, the same for every target`,
  );
}

export function verdict(passed) {
  return passed ? 'PASS' : 'MISS';
}

export function row(name, result) {
  return `  ${name.padEnd(34)} ${result.requestsPerSecond.toFixed(0).padStart(8)} req/s   p50 ${String(result.p50).padStart(3)} ms   p99 ${String(result.p99).padStart(3)} ms   ${result.total} requests`;
}

/** The fixed set: the directory against the bare server sending the same bytes, and the ratio. */
export function printFixed(database, bare, directory) {
  const ratio = directory.requestsPerSecond / bare.requestsPerSecond;
  console.log(`\n${database}, fixed request set (cached answers):`);
  console.log(row('bare node:http, same bytes', bare));
  console.log(row('GET /api/v1/lawyer', directory));
  console.log(
    `  ${verdict(ratio >= BUDGETS.minRatio)}  ratio ≥ ${BUDGETS.minRatio.toFixed(2)}: ${ratio.toFixed(2)}`,
  );
  return ratio;
}

/** Random filters: throughput and latency, with the p99 budget. */
export function printRandom(database, random, generated) {
  console.log(
    `\n${database}, random filters (${generated.paths.length} seeded paths from ${generated.areas} areas, ` +
      `${generated.types} legal types, ${generated.keywords} pinyin keywords, 4 sorts, pages 1–5; ` +
      `${random.sent} requests sent, ${generated.distinct} distinct paths among them):`,
  );
  console.log(row('GET /api/v1/lawyer, random filters', random));
  console.log(`  ${verdict(random.p99 < BUDGETS.maxP99Ms)}  p99 < ${BUDGETS.maxP99Ms} ms: ${random.p99} ms`);
}
