import fs from 'node:fs';
import path from 'node:path';

/**
 * Files on local disk under one root folder. Callers keep the relative path; objects are written
 * once and never modified, which is what lets them be served as immutable.
 */
export function createLocalFileStore(root: string) {
  function absolute(relativePath: string): string {
    const full = path.resolve(root, relativePath);
    if (!full.startsWith(path.resolve(root) + path.sep))
      throw new Error(`path escapes the store: ${relativePath}`);
    return full;
  }

  return {
    async write(relativePath: string, bytes: Buffer): Promise<void> {
      const full = absolute(relativePath);
      await fs.promises.mkdir(path.dirname(full), { recursive: true });
      await fs.promises.writeFile(full, bytes, { flag: 'wx' });
    },

    readStream(relativePath: string): fs.ReadStream {
      return fs.createReadStream(absolute(relativePath));
    },

    /** Deletes the file; one that is already gone counts as deleted. */
    async remove(relativePath: string): Promise<void> {
      await fs.promises.rm(absolute(relativePath), { force: true });
    },
  };
}

export type LocalFileStore = ReturnType<typeof createLocalFileStore>;
