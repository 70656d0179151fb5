import { Worker } from 'node:worker_threads';
import { DocumentFileError } from './document-file-error.js';
import type { PdfJob, PdfJobReply, PdfJobResults } from './pdf-job.js';
import { PDF_LIMITS } from './pdf-limits.js';

const MEMORY_LOOK_MS = 100;

export interface PdfJobBounds {
  timeMs: number;
  /** How much the process's resident memory may grow while the job runs. */
  memoryMb: number;
}

/**
 * Runs one job in a fresh worker thread with a bounded heap, so a hostile PDF can neither block the API's event
 * loop nor take the process down: over its time limit the thread is terminated (refusal `timeout`); out of heap
 * it dies alone, and since decoded streams and canvases live outside the heap, the process's resident memory is
 * watched too (either is refusal `too_complex`: a 20 MB file can inflate to gigabytes).
 */
export function runPdfJob<J extends PdfJob>(
  workerScript: URL,
  job: J,
  bounds: PdfJobBounds,
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
      clearInterval(memoryWatch);
      // Answer once the thread is gone, so the next job's memory watch starts from a process without it.
      void worker.terminate().finally(outcome);
    };
    const timer = setTimeout(() => {
      finish(() => reject(new DocumentFileError('timeout', `${job.op} over ${bounds.timeMs} ms`)));
    }, bounds.timeMs);
    const residentAtStart = process.memoryUsage.rss();
    const memoryWatch = setInterval(() => {
      const grownMb = (process.memoryUsage.rss() - residentAtStart) / 1024 / 1024;
      if (grownMb <= bounds.memoryMb) return;
      finish(() =>
        reject(
          new DocumentFileError('too_complex', `${job.op} grew the process by ${Math.round(grownMb)} MB`),
        ),
      );
    }, MEMORY_LOOK_MS);
    worker.once('message', (reply: PdfJobReply) => {
      finish(() => {
        if (reply.ok) resolve(reply.result as PdfJobResults[J['op']]);
        else reject(new DocumentFileError(reply.reason, reply.detail));
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
