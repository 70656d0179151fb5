import { readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll } from 'vitest';
import { createDocumentFiles } from '../../src/modules/document-files/document-files.js';
import { pdfFolder } from './pdf-fixtures.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Bundles the PDF worker entry the way build.mjs bundles the server (runtime packages external), into
 * .test-tmp/ so its packages resolve from the workspace: worker threads run plain JavaScript.
 */
export async function buildPdfWorker(): Promise<URL> {
  const pkg = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
    dependencies: object;
  };
  const outfile = path.join(serverDir, '.test-tmp/document-files/pdf-worker.js');
  const { outputFiles } = await build({
    entryPoints: [path.join(serverDir, 'src/modules/document-files/pdf-worker.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: Object.keys(pkg.dependencies).filter((name) => name !== '@lawbridge/contract'),
    logLevel: 'silent',
    write: false,
  });
  // Written under a new name, then renamed: a test run on the other database may be starting its worker from it.
  const staged = `${outfile}.${process.pid}`;
  await mkdir(path.dirname(outfile), { recursive: true });
  await writeFile(staged, outputFiles[0]!.contents);
  await rename(staged, outfile);
  return pathToFileURL(outfile);
}

/** What a test file of the module needs: the built worker, the module on it, and a folder for PDFs removed after the file. */
export async function pdfTestBench() {
  const folder = await pdfFolder();
  afterAll(() => folder.remove());
  const workerScript = await buildPdfWorker();
  return { folder, workerScript, files: createDocumentFiles({ workerScript }) };
}
