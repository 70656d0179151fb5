import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from '../../core/storage/file-storage';
import { ObjectNotFoundError } from '../../core/storage/storage-errors';

async function readIfStored(storage: FileStorage, key: string): Promise<Readable | null> {
  try {
    return await storage.read(key);
  } catch (error) {
    if (error instanceof ObjectNotFoundError) return null;
    throw error;
  }
}

/** A scratch folder on this machine's disk for `work`, removed afterwards. */
export async function withScratch<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'document-order-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Copies a stored object into a file on this machine's disk (the document tools take local files). */
export async function storedToFile(storage: FileStorage, key: string, file: string): Promise<void> {
  await pipeline(await storage.read(key), createWriteStream(file));
}

/**
 * The object under `key`, made by `make` into a local file and stored the first time it is asked for
 * (stamped copies, reading pages). Two first requests at once both make it; the second store finds the
 * key taken and serves the first one's.
 */
export async function cachedObject(
  storage: FileStorage,
  input: { key: string; contentType: string; make: (dir: string) => Promise<string> },
): Promise<Readable> {
  const stored = await readIfStored(storage, input.key);
  if (stored) return stored;
  return withScratch(async (dir) => {
    const file = await input.make(dir);
    try {
      await storage.writeFile(input.key, file, {
        contentType: input.contentType,
        size: (await stat(file)).size,
      });
    } catch (error) {
      const other = await readIfStored(storage, input.key);
      if (other) return other;
      throw error;
    }
    return storage.read(input.key);
  });
}
