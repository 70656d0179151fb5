// Lighthouse 12 with its mobile defaults (Moto G Power emulation, simulated slow 4G and 4× CPU slowdown)
// in Debian Chromium, one fresh browser per run so no run profits from another's cache.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const LIGHTHOUSE_BUDGETS = { performance: 98, accessibility: 98, 'best-practices': 100 };

/** Headless Debian Chromium with nothing of its own running in the background (bench/lighthouse-compare.mjs too). */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
  '--no-first-run',
  '--mute-audio',
];

const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
};

async function runOnce(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: Object.keys(LIGHTHOUSE_BUDGETS),
    });
    if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) {
      const { code, message } = result.lhr.runtimeError;
      throw Object.assign(new Error(`${url}: ${message}`), { code });
    }
    return { lhr: result.lhr, html: result.report };
  } finally {
    await chrome.kill();
  }
}

/** Scores 0–100 per category, the main metrics as displayed, and the audits that lost points. */
function summarise(lhr) {
  const scores = {};
  for (const [id, category] of Object.entries(lhr.categories)) scores[id] = Math.round(category.score * 100);
  const metrics = Object.entries(METRICS).map(
    ([id, short]) => `${short} ${lhr.audits[id]?.displayValue ?? '?'}`,
  );
  const lost = [];
  for (const [id, category] of Object.entries(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1 && id !== 'performance') {
        lost.push(`${id}: ${ref.id} (${audit.title})`);
      }
    }
  }
  for (const id of ['render-blocking-resources', 'unused-javascript', 'uses-text-compression']) {
    const audit = lhr.audits[id];
    if (audit?.details?.overallSavingsMs > 0) lost.push(`opportunity: ${id} ${audit.displayValue ?? ''}`);
  }
  return { scores, metrics, lost };
}

/** Lighthouse's own recording failures ("Please run Lighthouse again"): such a run has no scores. */
const RETRIED_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP']);

/** One run; a run whose trace Lighthouse failed to record is run again (at most twice), as it asks. */
async function runRecorded(url) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url);
    } catch (error) {
      if (attempt > 2 || !RETRIED_ERRORS.has(error.code)) throw error;
      console.log(`  (${url}: ${error.code}, the run is repeated)`);
    }
  }
}

/**
 * Runs Lighthouse `runs` times on each page and keeps the run with the median performance score.
 * Reports are written to `reportDir`. Returns one summary per page.
 */
export async function auditPages(pages, { runs, reportDir }) {
  mkdirSync(reportDir, { recursive: true });
  const results = [];
  for (const page of pages) {
    const attempts = [];
    for (let run = 0; run < runs; run += 1) {
      const { lhr, html } = await runRecorded(page.url);
      const summary = summarise(lhr);
      console.log(
        `  ${page.name} run ${run + 1}: ` +
          Object.entries(summary.scores)
            .map(([id, score]) => `${id} ${score}`)
            .join(', ') +
          `  (${summary.metrics.join(', ')})`,
      );
      const file = path.join(reportDir, `${page.slug}-${run + 1}.html`);
      writeFileSync(file, html);
      writeFileSync(file.replace(/\.html$/, '.json'), JSON.stringify(lhr));
      attempts.push({ ...summary, file });
    }
    attempts.sort((a, b) => a.scores.performance - b.scores.performance);
    results.push({ page, median: attempts[Math.floor(attempts.length / 2)], attempts });
  }
  return results;
}

/** One line per page and category with PASS / MISS against the budgets of ENGINEERING.md. */
export function printLighthouse(results) {
  console.log('');
  for (const { page, median, attempts } of results) {
    const all = (id) => attempts.map((attempt) => attempt.scores[id]).join('/');
    console.log(`${page.name}  ${page.url}`);
    console.log(`  ${median.metrics.join(', ')}   report ${median.file}`);
    for (const [id, budget] of Object.entries(LIGHTHOUSE_BUDGETS)) {
      const score = median.scores[id];
      const verdict = score >= budget ? 'PASS' : 'MISS';
      console.log(
        `  ${verdict}  ${id.padEnd(15)} ${String(score).padStart(3)} ≥ ${budget}   (runs ${all(id)})`,
      );
    }
    for (const line of new Set(median.lost)) console.log(`        ${line}`);
  }
}
