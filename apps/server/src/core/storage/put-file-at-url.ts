import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { ObjectSizeMismatchError } from './storage-errors';

/** Bytes read from the file per write; the one buffer is reused once the socket has taken its bytes. */
const CHUNK_BYTES = 256 * 1024;

/** What an S3-compatible service answered instead of 2xx, with its XML error code when it gave one. */
export class PutAtUrlError extends Error {
  override name = 'PutAtUrlError';

  constructor(
    readonly key: string,
    readonly status: number,
    readonly code: string | null,
  ) {
    super(`PUT of "${key}" answered HTTP ${status}${code ? ` (${code})` : ''}`);
  }
}

/**
 * Uploads a file from disk to a presigned PUT address with one reused buffer: each chunk is read into
 * it only after the socket has taken the previous one, so a 20 MB file leaves no 20 MB of buffers for
 * the garbage collector (the SDK's stream body allocates a new buffer per chunk).
 */
export async function putFileAtUrl(
  key: string,
  url: string,
  filePath: string,
  headers: { contentType: string; size: number; timeoutMs: number },
): Promise<void> {
  const file = await fs.promises.open(filePath, 'r');
  try {
    const { size } = await file.stat();
    if (size !== headers.size) throw new ObjectSizeMismatchError(key, headers.size, size);
    const target = new URL(url);
    const request = (target.protocol === 'https:' ? https : http).request(target, {
      method: 'PUT',
      headers: { 'content-type': headers.contentType, 'content-length': size },
      timeout: headers.timeoutMs,
    });
    const answered = new Promise<http.IncomingMessage>((resolve, reject) => {
      request.once('response', resolve);
      request.once('error', reject);
      request.once('timeout', () => request.destroy(new Error(`PUT of "${key}" timed out`)));
    });
    answered.catch(() => undefined); // read below; a failure while writing must not go unhandled meanwhile
    try {
      await writeFileInto(request, file, key, size);
    } catch (error) {
      request.destroy();
      throw error;
    }
    request.end();
    const response = await answered;
    const body = await readSmallBody(response);
    if (response.statusCode === undefined || response.statusCode >= 300) {
      throw new PutAtUrlError(key, response.statusCode ?? 0, /<Code>([^<]+)<\/Code>/.exec(body)?.[1] ?? null);
    }
  } finally {
    await file.close();
  }
}

async function writeFileInto(
  request: http.ClientRequest,
  file: fs.promises.FileHandle,
  key: string,
  size: number,
): Promise<void> {
  const buffer = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, Math.max(size, 1)));
  for (let offset = 0; offset < size;) {
    const { bytesRead } = await file.read(buffer, 0, Math.min(buffer.length, size - offset), offset);
    if (bytesRead === 0) throw new ObjectSizeMismatchError(key, size, offset);
    await new Promise<void>((resolve, reject) =>
      request.write(buffer.subarray(0, bytesRead), (error) => (error ? reject(error) : resolve())),
    );
    offset += bytesRead;
  }
}

/** The answer's body as text, at most 64 kB (an S3 error document; a success has none). */
async function readSmallBody(response: http.IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of response) {
    if (text.length < 65_536) text += String(chunk);
  }
  return text;
}
