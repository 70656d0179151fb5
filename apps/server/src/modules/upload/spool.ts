import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface SpooledFile {
  path: string;
  size: number;
  sha256: string;
  /** Removes the temporary file (safe to call twice). */
  discard(): Promise<void>;
}

/** The stream carried more than the cap allows; nothing of it is kept. */
export class TooLargeError extends Error {}
/** The stream was destroyed before its end (a body cut short, a client gone); nothing of it is kept. */
export class IncompleteUploadError extends Error {}

/**
 * Rejects when `input` closes before its end. A multipart file stream destroyed by the parser (a body cut
 * short) closes without an error, and `pipeline` alone would then wait for ever.
 */
function cutShort(input: Readable, abort: AbortController): Promise<never> {
  return new Promise((_resolve, reject) => {
    const fail = () => {
      abort.abort();
      reject(new IncompleteUploadError('the upload ended before its file did'));
    };
    if (input.destroyed && !input.readableEnded) return fail();
    input.once('close', () => {
      if (!input.readableEnded) fail();
    });
  });
}

/**
 * Streams an upload into a temporary file under `dir`, counting and hashing on the way, so a 20 MB file
 * never sits in memory (issue 14). More than `maxBytes` stops the copy, deletes the partial file and
 * rejects with TooLargeError. The caller checks the content and hands the file to the storage, then
 * discards it.
 */
export async function spoolToTempFile(input: Readable, dir: string, maxBytes: number): Promise<SpooledFile> {
  await fs.promises.mkdir(dir, { recursive: true });
  const filePath = path.join(dir, `upload-${randomBytes(12).toString('hex')}`);
  const hash = createHash('sha256');
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new TooLargeError(`more than ${maxBytes} bytes`));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  const discard = () => fs.promises.rm(filePath, { force: true });
  const abort = new AbortController();
  const file = fs.createWriteStream(filePath, { flags: 'wx', mode: 0o600 });
  const copy = pipeline(input, meter, file, { signal: abort.signal });
  try {
    await Promise.race([copy, cutShort(input, abort)]);
  } catch (error) {
    await copy.catch(() => undefined);
    // A file stream destroyed while still opening creates its file only then: remove it once it has closed.
    if (!file.closed) await new Promise<void>((resolve) => file.once('close', () => resolve()));
    await discard();
    throw error instanceof TooLargeError || error instanceof IncompleteUploadError
      ? error
      : new IncompleteUploadError(String(error));
  }
  return { path: filePath, size, sha256: hash.digest('hex'), discard };
}
