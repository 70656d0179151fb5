import type { Readable } from 'node:stream';
import type { FileStorage } from '../../src/core/storage/file-storage';

/** Every byte of a stream. */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Every key under `prefix`, sorted (the interface promises no order). */
export async function listAll(storage: FileStorage, prefix?: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.list(prefix)) keys.push(key);
  return keys.sort();
}
