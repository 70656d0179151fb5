import fs from 'node:fs';
import path from 'node:path';
import type { FileStorage } from '../../core/storage/file-storage';
import { ObjectNotFoundError } from '../../core/storage/storage-errors';
import { BackupError } from './backup-error';
import { copyWithDigest } from './file-digest';
import { FILES_DIR, storageKey, type Manifest } from './manifest';

/** Served types by extension; the app itself serves files with the type their database row names. */
const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const contentTypeOf = (key: string): string =>
  CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';

/** Where a stored object's copy lives inside a backup folder. */
export const copyPathOf = (dir: string, key: string): string => path.join(dir, FILES_DIR, key);

/**
 * Copies every object of the storage into `dir/files/<key>` through the storage interface (local disk
 * and S3 alike), answering each key with the size and SHA-256 of what was copied. Objects are never
 * modified; one removed between the listing and its copy (an unused upload cleaned up) is left out.
 */
export async function copyFilesOut(storage: FileStorage, dir: string): Promise<Manifest['files']> {
  const files: Manifest['files'] = [];
  for await (const key of storage.list()) {
    if (!storageKey.safeParse(key).success) {
      throw new BackupError(
        `the file storage holds an object whose key is not a plain relative path: ${key}`,
        1,
      );
    }
    const target = copyPathOf(dir, key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    try {
      files.push({ key, ...(await copyWithDigest(await storage.read(key), target)) });
    } catch (error) {
      if (!(error instanceof ObjectNotFoundError)) throw error;
      await fs.promises.rm(target, { force: true });
    }
  }
  return files;
}

/** Writes the backup's copies into the storage under their keys. */
export async function copyFilesIn(
  storage: FileStorage,
  dir: string,
  files: Manifest['files'],
): Promise<void> {
  for (const file of files) {
    await storage.write(file.key, fs.createReadStream(copyPathOf(dir, file.key)), {
      contentType: contentTypeOf(file.key),
      size: file.size,
    });
  }
}

/** Whether the storage holds any object at all. */
export async function holdsFiles(storage: FileStorage): Promise<boolean> {
  for await (const _key of storage.list()) return true;
  return false;
}

/** Removes every object, for a restore that replaces what the storage held. */
export async function removeAllFiles(storage: FileStorage): Promise<void> {
  for await (const key of storage.list()) await storage.remove(key);
}
