import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../core/clock';
import type { FileStorage } from '../../core/storage/file-storage';
import type { UploadRepo } from './repo';

/** An upload nothing references is kept this long (a form may still be filled in), then deleted. */
export const UNREFERENCED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/** How often the cleanup runs. */
export const UPLOAD_CLEANUP_EVERY_MS = 60 * 60 * 1000;
const BATCH = 200;

/**
 * Deletes uploads older than a day that no column of `UPLOAD_REFERENCES` names: the rows first (so
 * nothing can hand out their addresses any more), then their files. Answers how many went.
 */
export function createUploadCleanup(deps: {
  repo: UploadRepo;
  storage: FileStorage;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const { repo, storage, clock, log } = deps;

  return async function cleanUnreferencedUploads(): Promise<number> {
    const cutoff = clock.now() - UNREFERENCED_UPLOAD_TTL_MS;
    let deleted = 0;
    for (;;) {
      const rows = await repo.deleteUnreferenced(cutoff, BATCH);
      for (const row of rows) await storage.remove(row.path);
      deleted += rows.length;
      if (rows.length < BATCH) break;
    }
    if (deleted > 0) log.info({ deleted }, 'deleted unreferenced uploads');
    return deleted;
  };
}
