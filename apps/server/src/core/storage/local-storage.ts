import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { once } from 'node:events';
import { exactSize } from './exact-size';
import type { FileStorage } from './file-storage';
import { ObjectNotFoundError, ObjectSizeMismatchError, StorageUnavailableError } from './storage-errors';

/** Files being written are dotfiles next to their final place; `list` never shows them. */
const TEMP_PREFIX = '.partial-';

const codeOf = (error: unknown): string =>
  error instanceof Error && 'code' in error ? String(error.code) : String(error);

/**
 * Objects as files under one root folder (`DATA_DIR/uploads`). Keys cannot leave the folder. A file is
 * written under a temporary name and then published under its key in one step, which fails when the key
 * is taken: nobody sees a half-written file and an object once written is never replaced.
 */
export function createLocalStorage(root: string): FileStorage {
  const base = path.resolve(root);

  function absolute(key: string): string {
    const full = path.resolve(base, key);
    if (!full.startsWith(base + path.sep)) throw new Error(`key escapes the storage folder: ${key}`);
    return full;
  }

  /** Fills a temporary file next to the key's place, then publishes it under the key. */
  async function publish(key: string, fill: (temp: string) => Promise<unknown>): Promise<void> {
    const full = absolute(key);
    await fs.promises.mkdir(path.dirname(full), { recursive: true });
    const temp = path.join(path.dirname(full), TEMP_PREFIX + randomBytes(8).toString('hex'));
    try {
      await fill(temp);
      // A rename that refuses to replace: the hard link fails with EEXIST when the key is taken.
      await fs.promises.link(temp, full);
    } finally {
      await fs.promises.rm(temp, { force: true });
    }
  }

  async function* walk(dir: string, relative: string, prefix: string): AsyncGenerator<string> {
    let entries: fs.Dirent[];
    try {
      entries = await fs.promises.readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (codeOf(error) === 'ENOENT') return;
      throw error;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const key = relative + entry.name;
      if (entry.isDirectory()) {
        const folder = `${key}/`;
        if (folder.startsWith(prefix) || prefix.startsWith(folder))
          yield* walk(path.join(dir, entry.name), folder, prefix);
      } else if (entry.isFile() && key.startsWith(prefix)) {
        yield key;
      }
    }
  }

  return {
    kind: 'local',

    async write(key, body, meta) {
      await publish(key, async (temp) => {
        // Checked only once the file is open: the check's error needs the pipeline to listen for it.
        const checked = exactSize(key, body, meta.size);
        const source = Buffer.isBuffer(checked) ? Readable.from([checked]) : checked;
        const file = fs.createWriteStream(temp, { flags: 'wx' });
        try {
          await pipeline(source, file);
        } catch (error) {
          // A file stream stopped before its file was open still opens (creates) and closes it afterwards:
          // wait for that, so the temporary file `publish` removes exists by then and none is left behind.
          if (!file.closed) await once(file, 'close');
          throw error;
        }
      });
    },

    async writeFile(key, filePath, meta) {
      await publish(key, async (temp) => {
        await fs.promises.copyFile(
          filePath,
          temp,
          fs.constants.COPYFILE_EXCL | fs.constants.COPYFILE_FICLONE,
        );
        const { size } = await fs.promises.stat(temp);
        if (size !== meta.size) throw new ObjectSizeMismatchError(key, meta.size, size);
      });
    },

    async read(key) {
      try {
        const handle = await fs.promises.open(absolute(key), 'r');
        return handle.createReadStream();
      } catch (error) {
        if (codeOf(error) === 'ENOENT') throw new ObjectNotFoundError(key);
        throw error;
      }
    },

    async remove(key) {
      await fs.promises.rm(absolute(key), { force: true });
    },

    async presignedUrl() {
      return null;
    },

    list(prefix = '') {
      return walk(base, '', prefix);
    },

    async check() {
      const probe = path.join(base, `${TEMP_PREFIX}check-${randomBytes(8).toString('hex')}`);
      try {
        await fs.promises.mkdir(base, { recursive: true });
        await fs.promises.writeFile(probe, '');
        await fs.promises.rm(probe);
      } catch (error) {
        throw new StorageUnavailableError(
          `the uploads folder ${base} is not writable (${codeOf(error)}): check DATA_DIR and the folder's owner and permissions`,
        );
      }
    },
  };
}
