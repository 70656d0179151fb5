import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { detectDocumentType, type DocumentType } from './document-type.js';
import type { PdfInspection } from './inspect-pdf-job.js';
import type { PageImage } from './page-image.js';
import { runPdfJob } from './pdf-job-runner.js';
import { DEFAULT_PDF_JOB_LIMITS, PDF_LIMITS, type PdfJobLimits } from './pdf-limits.js';
import { prepareDocument, type PreparedDocument } from './prepare-document.js';
import type { PreviewSet } from './render-previews-job.js';
import { assertStampLines } from './stamp-lines.js';
import { createWordConverter, DEFAULT_WORD_CONVERTER, type WordConverterOptions } from './word-converter.js';

export type { PdfInspection } from './inspect-pdf-job.js';
export type { PageImage, PreviewSet } from './render-previews-job.js';
export type { DocumentType } from './document-type.js';
export type { PreparedDocument, PreparedImage } from './prepare-document.js';
export { previewPages } from './preview-pages.js';
export { DocumentFileError } from './document-file-error.js';
export type { DocumentFileRefusal } from './document-file-refusals.js';

/**
 * What the document orders know of files: PDF, DOC or DOCX in, facts, preview images and stamped copies out.
 * Every method takes a local file path, refuses a file it cannot serve with a DocumentFileError (code 1, Chinese
 * message) and works within a time limit: PDF work in a worker thread of its own, Word files in a LibreOffice
 * process of their own, one conversion at a time per process.
 */
export interface DocumentFiles {
  /** Whether Word files can be converted (LibreOffice found); without it they are refused (`word_unsupported`). Log it at boot. */
  readonly wordSupport: boolean;
  /** The file's type by its content (never its name); anything but PDF, DOC and DOCX, or over 20 MB, is refused. */
  detectDocumentType(file: string): Promise<DocumentType>;
  /** The file as a PDF: a PDF is returned as it is, a DOC or DOCX is converted to `outputDir`/document.pdf. */
  toPdf(file: string, type: DocumentType, options: { outputDir: string }): Promise<string>;
  /**
   * The whole upload pipeline in one call: detect → convert → inspect → previews of `previewPages(pages)` and a
   * cover, the images written as WebP files in `outputDir` (the caller moves them to storage and removes the folder).
   */
  prepareDocument(file: string, options: { outputDir: string }): Promise<PreparedDocument>;
  /** Page count, version and text; refuses broken, encrypted and over-long (> 500 pages) files. */
  inspectPdf(file: string): Promise<PdfInspection>;
  /** The listed 1-based pages (e.g. `previewPages(pageCount)`) as watermarked WebP images ~1000 px wide, plus a cover thumbnail. */
  renderPreviews(file: string, options: { pages: readonly number[] }): Promise<PreviewSet>;
  /** A copy with `lines` (printable ASCII, e.g. the buyer's masked phone and the order number) on every page, written to `output`. */
  stampPdf(file: string, options: { lines: readonly string[]; output: Writable }): Promise<void>;
  /** 在线阅读: any 1-based page as a WebP ~1000 px wide under a light watermark of `lines` (printable ASCII, as stampPdf). */
  renderPage(file: string, options: { page: number; lines: readonly string[] }): Promise<PageImage>;
}

export interface DocumentFilesOptions {
  /** The bundled worker entry (src/modules/document-files/pdf-worker.ts → dist/pdf-worker.js). */
  workerScript?: URL;
  limits?: Partial<PdfJobLimits>;
  /** LibreOffice's path and limits (defaults: /usr/bin/soffice, 60 s, 256 MB of scratch). */
  word?: Partial<WordConverterOptions>;
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
  const converter = createWordConverter({ ...DEFAULT_WORD_CONVERTER, ...options.word });
  const files: DocumentFiles = {
    wordSupport: converter.available,
    detectDocumentType,

    async toPdf(file, type, { outputDir }) {
      if (type === 'pdf') return file;
      const output = path.join(outputDir, 'document.pdf');
      await converter.convert(file, type, output);
      return output;
    },

    prepareDocument: (file, { outputDir }) => prepareDocument(files, file, outputDir),

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

    async renderPage(file, { page, lines }) {
      assertStampLines(lines);
      const timeLimit = limits.renderBaseMs + limits.renderPerPageMs;
      return runPdfJob(workerScript, { op: 'page', file, page, lines: [...lines] }, bounds(timeLimit));
    },
  };
  return files;
}
