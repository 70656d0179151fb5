import { existsSync } from 'node:fs';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import type { PdfInspection } from './inspect-pdf-job.js';
import { runPdfJob } from './pdf-job-runner.js';
import { DEFAULT_PDF_JOB_LIMITS, PDF_LIMITS, type PdfJobLimits } from './pdf-limits.js';
import type { PreviewSet } from './render-previews-job.js';
import { assertStampLines } from './stamp-pdf-job.js';

export type { PdfInspection } from './inspect-pdf-job.js';
export type { PageImage, PreviewSet } from './render-previews-job.js';
export { previewPages } from './preview-pages.js';
export { DocumentFileError } from './document-file-error.js';
export type { DocumentFileRefusal } from './document-file-refusals.js';

/**
 * What the document orders know of files: PDFs in, facts, preview images and stamped copies out. Every method
 * takes a local file path, refuses a file it cannot serve with a DocumentFileError (code 1, Chinese message) and
 * works within a time limit, in a worker thread of its own. Word files are turned into PDF before they get here
 * (a converter joins this interface later: see docs/decisions.md).
 */
export interface DocumentFiles {
  /** Page count, version and text; refuses broken, encrypted and over-long (> 500 pages) files. */
  inspectPdf(file: string): Promise<PdfInspection>;
  /** The listed 1-based pages (e.g. `previewPages(pageCount)`) as watermarked WebP images ~1000 px wide, plus a cover thumbnail. */
  renderPreviews(file: string, options: { pages: readonly number[] }): Promise<PreviewSet>;
  /** A copy with `lines` (printable ASCII, e.g. the buyer's masked phone and the order number) on every page, written to `output`. */
  stampPdf(file: string, options: { lines: readonly string[]; output: Writable }): Promise<void>;
}

export interface DocumentFilesOptions {
  /** The bundled worker entry (src/modules/document-files/pdf-worker.ts → dist/pdf-worker.js). */
  workerScript?: URL;
  limits?: Partial<PdfJobLimits>;
}

const STAMP_CHUNK_BYTES = 64 * 1024;

function* chunks(bytes: Uint8Array): Generator<Uint8Array> {
  for (let start = 0; start < bytes.length; start += STAMP_CHUNK_BYTES) {
    yield bytes.subarray(start, start + STAMP_CHUNK_BYTES);
  }
}

export function createDocumentFiles(options: DocumentFilesOptions = {}): DocumentFiles {
  const workerScript = options.workerScript ?? new URL('./pdf-worker.js', import.meta.url);
  if (!existsSync(fileURLToPath(workerScript))) {
    // Checked at boot, not at the first upload: the bundle lacks its worker entry.
    throw new Error(
      `document-files: no PDF worker at ${fileURLToPath(workerScript)} (bundle pdf-worker.ts next to the server)`,
    );
  }
  const limits = { ...DEFAULT_PDF_JOB_LIMITS, ...options.limits };
  const bounds = (timeMs: number) => ({ timeMs, memoryMb: limits.memoryMb });
  return {
    inspectPdf: (file) => runPdfJob(workerScript, { op: 'inspect', file }, bounds(limits.inspectMs)),

    async renderPreviews(file, { pages }) {
      if (pages.length > PDF_LIMITS.maxPages)
        throw new Error(`at most ${PDF_LIMITS.maxPages} pages per call`);
      const timeLimit = limits.renderBaseMs + limits.renderPerPageMs * (pages.length + 1);
      return runPdfJob(workerScript, { op: 'render', file, pages: [...pages] }, bounds(timeLimit));
    },

    async stampPdf(file, { lines, output }) {
      assertStampLines(lines);
      const stamped = await runPdfJob(
        workerScript,
        { op: 'stamp', file, lines: [...lines] },
        bounds(limits.stampMs),
      );
      await pipeline(Readable.from(chunks(stamped)), output);
    },
  };
}
