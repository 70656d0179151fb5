// H5 bundle budget (ENGINEERING.md): the entry chunk plus every chunk it imports statically must stay
// within 150 kB gzip. Reads the Vite manifest of `npm run build -w apps/h5`; exits 1 when over or unbuilt.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const dist = new URL('../dist/', import.meta.url).pathname;
const manifestPath = join(dist, '.vite', 'manifest.json');

if (!existsSync(manifestPath)) {
  console.error(`✖ H5 bundle budget: ${manifestPath} is missing; run \`npm run build -w apps/h5\` first.`);
  process.exit(1);
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('✖ H5 bundle budget: the manifest names no entry chunk.');
  process.exit(1);
}

/** The entry and, transitively, every chunk it imports statically (dynamic imports load later). */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen);
  return seen;
}

const chunks = [...staticClosure(entryKey)].map((key) => {
  const file = manifest[key].file;
  return { file, gzip: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length };
});
const totalKb = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0) / 1000;

for (const chunk of chunks) console.log(`  ${(chunk.gzip / 1000).toFixed(1).padStart(7)} kB  ${chunk.file}`);
const verdict = `H5 entry JS: ${totalKb.toFixed(1)} kB gzip (budget ${BUDGET_KB} kB) in ${chunks.length} chunk(s)`;
if (totalKb > BUDGET_KB) {
  console.error(`✖ ${verdict}: over budget by ${(totalKb - BUDGET_KB).toFixed(1)} kB.`);
  process.exit(1);
}
console.log(`✔ ${verdict}`);
