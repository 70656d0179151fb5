// H5 bundle budgets (ENGINEERING.md), read from the output of `npm run build -w apps/h5`; exits 1 when
// one is missed or the app is unbuilt:
//   - the entry chunk plus every chunk it imports statically stays within 150 kB gzip;
//   - the home page (entry + the home page chunk and its static imports) holds no form-validation code
//     (zod, the contract's field builders, lib/validation.ts), read from .vite/chunk-modules.json;
//   - the document centre and a document's detail load no animation or gesture code (react-spring,
//     @use-gesture) before their first render: neither in the entry nor in the chunks index.html preloads
//     for their address (those libraries load after the first screen, docs/performance.md);
//   - every text asset has its precompressed .br and .gz next to it (the server sends those).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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
let failed = false;
if (totalKb > BUDGET_KB) {
  console.error(`✖ ${verdict}: over budget by ${(totalKb - BUDGET_KB).toFixed(1)} kB.`);
  failed = true;
} else {
  console.log(`✔ ${verdict}`);
}

// Form-validation code: zod itself, the contract's schema builders and the app's form helper.
const VALIDATION = [
  /node_modules\/zod\//,
  /packages\/contract\/src\/fields\.ts$/,
  /apps\/h5\/src\/lib\/validation\.ts$/,
];
const HOME_PAGE = 'src/features/home/pages/home-page.tsx';
const chunkModulesPath = join(dist, '.vite', 'chunk-modules.json');
if (!manifest[HOME_PAGE] || !existsSync(chunkModulesPath)) {
  console.error(
    `✖ home page validation check: ${HOME_PAGE} or ${chunkModulesPath} is missing from the build.`,
  );
  failed = true;
} else {
  const chunkModules = JSON.parse(readFileSync(chunkModulesPath, 'utf8'));
  const homeChunks = new Set([...staticClosure(entryKey), ...staticClosure(HOME_PAGE)]);
  const offending = [...homeChunks].flatMap((key) =>
    (chunkModules[manifest[key].file] ?? [])
      .filter((id) => VALIDATION.some((pattern) => pattern.test(id)))
      .map((id) => `${manifest[key].file}: ${id}`),
  );
  if (offending.length > 0) {
    console.error(
      `✖ the home page loads form-validation code:\n    ${offending.slice(0, 10).join('\n    ')}`,
    );
    failed = true;
  } else {
    console.log(`✔ home page: no form-validation code in its ${homeChunks.size} chunk(s)`);
  }
}

// The document pages' first render: the entry's chunks and those index.html preloads for the address.
const FIRST_SCREEN_LATER = [/node_modules\/@react-spring\//, /node_modules\/@use-gesture\//];
const DOCUMENT_ROUTES = ['/pages/common/document/download', '/pages/common/document/download?id'];
const routeTable = readFileSync(join(dist, 'index.html'), 'utf8').match(
  /\}\)\((\{"[^<]*\})\)<\/script>/,
)?.[1];
if (!routeTable || !existsSync(chunkModulesPath)) {
  console.error('✖ document pages check: the route table of index.html or chunk-modules.json is missing.');
  failed = true;
} else {
  const table = JSON.parse(routeTable);
  const chunkModules = JSON.parse(readFileSync(chunkModulesPath, 'utf8'));
  const entryFiles = [...staticClosure(entryKey)].map((key) => manifest[key].file);
  for (const route of DOCUMENT_ROUTES) {
    if (!table[route]) {
      console.error(`✖ document pages check: index.html preloads nothing for ${route}.`);
      failed = true;
      continue;
    }
    const files = [...entryFiles, ...table[route].map((file) => file.replace(/^\//, ''))];
    const offending = files.flatMap((file) =>
      (chunkModules[file] ?? [])
        .filter((id) => FIRST_SCREEN_LATER.some((pattern) => pattern.test(id)))
        .map((id) => `${file}: ${id}`),
    );
    if (offending.length > 0) {
      console.error(
        `✖ ${route} loads animation code before its first render:\n    ${offending.slice(0, 5).join('\n    ')}`,
      );
      failed = true;
    } else {
      console.log(`✔ ${route}: no react-spring or @use-gesture in its ${files.length} first-render chunk(s)`);
    }
  }
}

// Precompressed assets: every compressible file the server sends has .br and .gz siblings.
const missing = [];
(function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') walk(file);
    } else if (/\.(js|css|html)$/.test(entry.name) && readFileSync(file).length >= 512) {
      for (const suffix of ['.br', '.gz']) if (!existsSync(file + suffix)) missing.push(file + suffix);
    }
  }
})(dist);
if (missing.length > 0) {
  console.error(`✖ precompressed files missing:\n    ${missing.slice(0, 10).join('\n    ')}`);
  failed = true;
} else {
  console.log('✔ every JS, CSS and HTML file has its .br and .gz');
}
process.exit(failed ? 1 : 0);
