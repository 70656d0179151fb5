import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../config';
import type { FileStorage } from '../../core/storage/file-storage';
import { BackupError, EXIT } from './backup-error';
import { engineFor } from './database-engine';
import { digestOfFile } from './file-digest';
import { FORMAT_VERSION, writeManifest, type Manifest } from './manifest';
import { copyFilesOut } from './stored-files';

/** A new folder, or an empty one that already exists; a backup is never written into another's folder. */
async function emptyFolder(dir: string): Promise<void> {
  await fs.promises.mkdir(dir, { recursive: true });
  if ((await fs.promises.readdir(dir)).length > 0) {
    throw new BackupError(`${dir} is not empty: give a new folder with --out`, EXIT.usage);
  }
}

/**
 * Writes a backup into `out`: a consistent copy of the database (taken while the servers run), then
 * every stored file, then the manifest. A backup that fails half-way is removed.
 */
export async function runBackup(input: {
  config: AppConfig;
  storage: FileStorage;
  out: string;
  now: number;
}): Promise<Manifest> {
  const { config, storage, out } = input;
  await emptyFolder(out);
  try {
    const engine = engineFor(config);
    const dumpPath = path.join(out, engine.dumpFile);
    const contents = await engine.dump(dumpPath);
    if (contents.migrations.length === 0) {
      throw new BackupError(
        `the database ${engine.label} holds no LawBridge data (it never ran a migration): ` +
          'check DATA_DIR and DATABASE_URL',
        1,
      );
    }
    const database = { file: engine.dumpFile, ...(await digestOfFile(dumpPath)) };
    await storage.check();
    const files = await copyFilesOut(storage, out);
    const manifest: Manifest = {
      format: 'lawbridge-backup',
      format_version: FORMAT_VERSION,
      mode: engine.mode,
      created_at: new Date(input.now).toISOString(),
      migration_version: contents.migrations.at(-1) ?? null,
      migrations: contents.migrations,
      database,
      tables: contents.tables,
      storage: storage.kind,
      files,
    };
    await writeManifest(out, manifest);
    return manifest;
  } catch (error) {
    await fs.promises.rm(out, { recursive: true, force: true });
    throw error;
  }
}
