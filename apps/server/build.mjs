// Bundles the server (and each CLI in src/cli/*.ts) into dist/*.js for `node dist/<name>.js`.
// Runtime packages stay external (native modules, big dependency trees); the contract package
// is TypeScript source, so it is bundled in.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const bundledIn = new Set(['@lawbridge/contract']);
const external = Object.keys(pkg.dependencies).filter((name) => !bundledIn.has(name));

const cliDir = path.join(here, 'src/cli');
const cliEntries = readdirSync(cliDir, { withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
  .map((entry) => ({ in: path.join(cliDir, entry.name), out: path.basename(entry.name, '.ts') }));

await build({
  // Flat output: dist/server.js, dist/seed.js, dist/operator-create.js, ...; dist/pdf-worker.js is the entry of
  // the document-files module's worker threads, which createDocumentFiles() expects next to the server.
  entryPoints: [
    { in: path.join(here, 'src/server.ts'), out: 'server' },
    { in: path.join(here, 'src/modules/document-files/pdf-worker.ts'), out: 'pdf-worker' },
    ...cliEntries,
  ],
  outdir: path.join(here, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'info',
});
