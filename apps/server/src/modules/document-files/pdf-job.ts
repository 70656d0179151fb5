import { PdfRefusal, type DocumentFileRefusal } from './document-file-refusals.js';
import { inspectPdfJob, type PdfInspection } from './inspect-pdf-job.js';
import type { PageImage } from './page-image.js';
import { readPageJob } from './read-page-job.js';
import { renderPreviewsJob, type PreviewSet } from './render-previews-job.js';
import { stampPdfJob } from './stamp-pdf-job.js';

/** What a worker thread is asked to do with one file. */
export type PdfJob =
  | { op: 'inspect'; file: string }
  | { op: 'render'; file: string; pages: number[] }
  | { op: 'stamp'; file: string; lines: string[] }
  | { op: 'page'; file: string; page: number; lines: string[] };

export interface PdfJobResults {
  inspect: PdfInspection;
  render: PreviewSet;
  stamp: Uint8Array;
  page: PageImage;
}

export type PdfJobReply =
  | { ok: true; result: PdfJobResults[PdfJob['op']] }
  | { ok: false; reason: DocumentFileRefusal; detail: string };

async function perform(job: PdfJob): Promise<PdfJobResults[PdfJob['op']]> {
  switch (job.op) {
    case 'inspect':
      return inspectPdfJob(job.file);
    case 'render':
      return renderPreviewsJob(job.file, job.pages);
    case 'stamp':
      return stampPdfJob(job.file, job.lines);
    case 'page':
      return readPageJob(job.file, job.page, job.lines);
  }
}

/**
 * Runs a job and turns every failure into a refusal: anything that goes wrong while reading a user's file is
 * about that file (the callers' own mistakes are checked before a job starts).
 */
export async function performPdfJob(job: PdfJob): Promise<PdfJobReply> {
  try {
    return { ok: true, result: await perform(job) };
  } catch (error) {
    if (error instanceof PdfRefusal) return { ok: false, reason: error.reason, detail: error.detail };
    return { ok: false, reason: 'broken', detail: error instanceof Error ? error.message : String(error) };
  }
}
