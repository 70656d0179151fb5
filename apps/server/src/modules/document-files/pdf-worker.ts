// Entry of the worker thread one PDF job runs in (bundled as dist/pdf-worker.js): the job comes as workerData,
// the reply goes back as one message; the main thread terminates the thread when it takes too long.
import { parentPort, workerData } from 'node:worker_threads';
import { performPdfJob, type PdfJob } from './pdf-job.js';

const reply = await performPdfJob(workerData as PdfJob);
parentPort?.postMessage(reply);
