import path from 'node:path';
import type { AppConfig } from '../../config';
import { migrations } from '../../core/db/migrations/index';
import type { FileStorage } from '../../core/storage/file-storage';
import { BackupError, EXIT } from './backup-error';
import { engineFor, type DatabaseEngine } from './database-engine';
import { databaseContents, tableNames } from './database-repo';
import { readManifest, type Manifest } from './manifest';
import { copyFilesIn, holdsFiles, removeAllFiles } from './stored-files';
import { verifyBackup } from './verify-backup';

/** The backup fits this build and this configuration: same kind of database, no migration unknown here. */
function refuseMismatch(manifest: Manifest, engine: DatabaseEngine): void {
  if (manifest.mode !== engine.mode) {
    const configured =
      engine.mode === 'postgresql' ? 'DATABASE_URL names PostgreSQL' : 'DATABASE_URL is unset (SQLite)';
    throw new BackupError(
      `this is a backup of a ${manifest.mode} database but ${configured}: restore it into the same kind of database`,
      EXIT.usage,
    );
  }
  const unknown = manifest.migrations.filter((name) => !(name in migrations));
  if (unknown.length > 0) {
    throw new BackupError(
      `this backup was made by a newer LawBridge (migrations unknown here: ${unknown.join(', ')}): ` +
        'restore it with that version or a later one',
      EXIT.badBackup,
    );
  }
}

/** Restores write into an empty database and storage only, unless told to replace what they hold. */
async function refuseFilledTarget(
  engine: DatabaseEngine,
  storage: FileStorage,
  force: boolean,
): Promise<void> {
  const db = engine.open();
  const tables = await tableNames(db, true).finally(() => db.destroy());
  const filled = [
    ...(tables.length > 0 ? [`the database ${engine.label} has ${tables.length} tables`] : []),
    ...((await holdsFiles(storage)) ? [`the ${storage.kind} file storage holds files`] : []),
  ];
  if (filled.length === 0 || force) return;
  throw new BackupError(
    `${filled.join(' and ')}: restore writes only into an empty database and file storage. ` +
      'To replace what they hold, stop every server and add --force',
    EXIT.notEmpty,
  );
}

/** The restored database must hold exactly the rows the manifest counted. */
async function confirmRows(engine: DatabaseEngine, manifest: Manifest): Promise<void> {
  const db = engine.open();
  const restored = await databaseContents(db).finally(() => db.destroy());
  const differing = Object.keys({ ...manifest.tables, ...restored.tables }).filter(
    (name) => manifest.tables[name] !== restored.tables[name],
  );
  if (differing.length > 0) {
    const detail = differing.map((name) => `${name} ${restored.tables[name]} of ${manifest.tables[name]}`);
    throw new Error(`the restored database differs from the backup: ${detail.join(', ')}`);
  }
}

/**
 * Brings a backup back: checks the manifest and every checksum before writing anything, refuses a
 * database or storage that already holds data unless `force`, loads the database, writes the files
 * through the storage interface and confirms the row counts.
 */
export async function runRestore(input: {
  config: AppConfig;
  storage: FileStorage;
  from: string;
  force: boolean;
}): Promise<Manifest> {
  const { config, storage, from, force } = input;
  const manifest = await readManifest(from);
  const engine = engineFor(config);
  refuseMismatch(manifest, engine);
  await verifyBackup(from, manifest);
  await storage.check();
  await refuseFilledTarget(engine, storage, force);
  await engine.load(path.join(from, manifest.database.file));
  if (force) await removeAllFiles(storage);
  await copyFilesIn(storage, from, manifest.files);
  await confirmRows(engine, manifest);
  return manifest;
}
