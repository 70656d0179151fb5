// Two (or more) H5 builds compared under the same load: `node bench/lighthouse-compare.mjs --build
// before=/tmp/dist-before --build after=apps/h5/dist [--pages centre,detail] [--rounds 3] [--graph]`.
// Each build is served by its own server (`--demo`, its own scratch data, H5_DIST pointing at the build),
// and Lighthouse 12 mobile (the defaults of `npm run bench -- lighthouse`) runs one page of one build at a
// time, the builds alternating within each round, so the machine's load (which moves total blocking time
// by hundreds of milliseconds) falls on all of them alike. Every run prints its scores, metrics and the
// 1-minute load average; `--graph` also prints the nodes of Lantern's simulated LCP (pessimistic graph):
// each request and main-thread task with its simulated start and end, what decides LCP on these pages.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { CHROME_FLAGS } from './lib/lighthouse-pages.mjs';
import lighthouse from 'lighthouse';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { stopChild } from './lib/processes.mjs';
import { ensureBuilt, root, startServer } from './lib/product.mjs';
import { createScratchDir } from './lib/scratch.mjs';

const { values } = parseArgs({
  options: {
    build: { type: 'string', multiple: true, default: [`current=${path.join(root, 'apps/h5/dist')}`] },
    pages: { type: 'string', default: 'centre,detail' },
    rounds: { type: 'string', default: '3' },
    graph: { type: 'boolean', default: false },
    port: { type: 'string', default: '38600' },
  },
});

const PAGES = {
  home: () => '/',
  list: () => '/#/pages/customer/lawyer/list',
  lawyer: ({ uuid }) => `/#/pages/customer/lawyer/detail?uuid=${uuid}`,
  centre: () => '/#/pages/common/document/download',
  detail: ({ documentId }) => `/#/pages/common/document/download?id=${documentId}`,
};

async function firstOf(url, key) {
  const body = await (await fetch(url)).json();
  const value = body.data?.list?.[0]?.[key];
  if (!value) throw new Error(`${url} lists nothing`);
  return value;
}

function short(url) {
  return url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70);
}

/** Lantern's FCP and LCP graphs, nodes in simulated order: requests with their size, tasks with their length. */
async function printGraph(lhr, artifacts) {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const context = { computedCache: new Map() };
  const fcp = await LanternFirstContentfulPaint.request(data, context);
  const lcp = await LanternLargestContentfulPaint.request(data, context);
  for (const [name, estimate] of [
    ['FCP, optimistic', fcp.optimisticEstimate],
    ['FCP, pessimistic', fcp.pessimisticEstimate],
    ['LCP, optimistic', lcp.optimisticEstimate],
    ['LCP, pessimistic', lcp.pessimisticEstimate],
  ]) {
    console.log(`    Lantern ${name}: ${Math.round(estimate.timeInMs)} ms`);
    const rows = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
    for (const [node, timing] of rows) {
      const what =
        node.type === 'network'
          ? `${node.request.priority?.padEnd(8) ?? ''} ${(node.request.transferSize / 1000).toFixed(1).padStart(6)} kB  ${short(node.request.url)}`
          : `task ${Math.round(node.duration / 1000)} ms (traced)`;
      console.log(
        `      ${String(Math.round(timing.startTime)).padStart(5)}–${String(Math.round(timing.endTime)).padEnd(5)} ${what}`,
      );
    }
  }
}

/** Lighthouse's own recording failures ("Please run Lighthouse again"): such a run is repeated, twice at most. */
async function runRecorded(url, graph) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, graph);
    } catch (error) {
      if (attempt > 2 || !/NO_NAVSTART|NO_FCP/.test(String(error.message))) throw error;
      console.log(`  (${url}: ${error.message.slice(-20)}, the run is repeated)`);
    }
  }
}

async function runOnce(url, graph) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result?.lhr || result.lhr.runtimeError) {
      throw new Error(`${url}: ${result?.lhr?.runtimeError?.message ?? 'no result'}`);
    }
    const { lhr } = result;
    const score = (id) => Math.round(lhr.categories[id].score * 100);
    const metric = (id) => Math.round(lhr.audits[id].numericValue);
    const line =
      `perf ${score('performance')} a11y ${score('accessibility')} bp ${score('best-practices')}  ` +
      `FCP ${metric('first-contentful-paint')} LCP ${metric('largest-contentful-paint')} ` +
      `TBT ${metric('total-blocking-time')} CLS ${lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)} ` +
      `SI ${metric('speed-index')}  load ${os.loadavg()[0].toFixed(1)}`;
    if (graph) return { line, lhr, artifacts: result.artifacts };
    return { line, lhr };
  } finally {
    await chrome.kill();
  }
}

const builds = values.build.map((spec) => {
  const [label, dir] = spec.includes('=') ? spec.split(/=(.*)/s) : [path.basename(spec), spec];
  return { label, dir: path.resolve(dir) };
});
const pages = values.pages.split(',').map((name) => name.trim());
for (const page of pages) if (!PAGES[page]) throw new Error(`unknown page ${page}: ${Object.keys(PAGES)}`);

const children = [];
const scratches = [];
const reportDir = mkdtempSync(path.join(os.tmpdir(), 'lawbridge-lh-compare-'));
try {
  ensureBuilt({ sites: true });
  for (const [index, build] of builds.entries()) {
    const scratch = createScratchDir();
    scratches.push(scratch);
    const { started, url } = await startServer(scratch, Number(values.port) + index, {
      args: ['--demo'],
      extraEnv: { H5_DIST: build.dir },
    });
    children.push(started);
    build.url = url;
    build.uuid = await firstOf(`${url}/api/v1/lawyer?page=1`, 'uuid');
    build.documentId = await firstOf(`${url}/api/v1/document?page=1`, 'id');
  }
  console.log(`builds: ${builds.map((b) => `${b.label} (${b.dir})`).join(', ')}; reports in ${reportDir}`);
  const scores = {};
  for (let round = 1; round <= Number(values.rounds); round += 1) {
    for (const page of pages) {
      // Alternate which build goes first from round to round.
      const order = round % 2 === 1 ? builds : [...builds].reverse();
      for (const build of order) {
        const { line, lhr, artifacts } = await runRecorded(build.url + PAGES[page](build), values.graph);
        console.log(`round ${round} ${page.padEnd(6)} ${build.label.padEnd(10)} ${line}`);
        writeFileSync(path.join(reportDir, `${page}-${build.label}-${round}.json`), JSON.stringify(lhr));
        if (artifacts) await printGraph(lhr, artifacts);
        const key = `${page} ${build.label}`;
        (scores[key] ??= []).push(Math.round(lhr.categories.performance.score * 100));
      }
    }
  }
  console.log('');
  for (const [key, list] of Object.entries(scores)) console.log(`${key.padEnd(24)} ${list.join(', ')}`);
} finally {
  for (const child of children) await stopChild(child);
  for (const scratch of scratches) rmSync(scratch.dataDir, { recursive: true, force: true });
}
