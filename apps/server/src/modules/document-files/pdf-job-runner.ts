import { Worker } from 'node:worker_threads';
import { DocumentFileError } from './document-file-error.js';
import { isDocumentFileRefusal } from './document-file-refusals.js';
import type { PdfJob, PdfJobReply, PdfJobResults } from './pdf-job.js';
import { PDF_LIMITS } from './pdf-limits.js';

/**
 * Runs one job in a fresh worker thread with a bounded heap, so a hostile PDF can neither block the API's event
 * loop nor take the process down: over its time limit the thread is terminated (refusal `timeout`), out of
 * memory it dies alone (refusal `too_complex`).
 */
export function runPdfJob<J extends PdfJob>(
  workerScript: URL,
  job: J,
  timeLimitMs: number,
): Promise<PdfJobResults[J['op']]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerScript, {
      workerData: job,
      resourceLimits: { maxOldGenerationSizeMb: PDF_LIMITS.workerHeapMb },
    });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    const timer = setTimeout(() => {
      finish(() => reject(new DocumentFileError('timeout', `${job.op} over ${timeLimitMs} ms`)));
    }, timeLimitMs);
    worker.once('message', (reply: PdfJobReply) => {
      finish(() => {
        if (reply.ok) resolve(reply.result as PdfJobResults[J['op']]);
        else if (isDocumentFileRefusal(reply.reason))
          reject(new DocumentFileError(reply.reason, reply.detail));
        else reject(new Error(`unexpected pdf job reply ${JSON.stringify(reply)}`));
      });
    });
    worker.once('error', (error: Error & { code?: string }) => {
      finish(() => {
        if (error.code === 'ERR_WORKER_OUT_OF_MEMORY')
          reject(new DocumentFileError('too_complex', error.message));
        else reject(error);
      });
    });
    worker.once('exit', (code) => {
      finish(() => reject(new Error(`pdf worker exited with code ${code} before replying`)));
    });
  });
}
