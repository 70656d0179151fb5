import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, EXIT } from './backup-error';

export const BACKUP_USAGE = 'usage: npm run backup [-- --out <folder>]';
export const RESTORE_USAGE = 'usage: npm run restore -- <backup folder> [--force]';

function parsed<T>(usage: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw new BackupError(`${error instanceof Error ? error.message : String(error)}\n${usage}`, EXIT.usage);
  }
}

/** `backups/lawbridge-20260126T083000Z` under the working folder (the repository root for npm run). */
export function defaultBackupFolder(now: number): string {
  const stamp = new Date(now)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return path.resolve('backups', `lawbridge-${stamp}`);
}

/** `npm run backup [-- --out <folder>]`: the folder to write (absolute). */
export function backupOptions(args: string[], now: number): { out: string } {
  const { values } = parsed(BACKUP_USAGE, () =>
    parseArgs({ args, options: { out: { type: 'string' } }, strict: true, allowPositionals: false }),
  );
  return { out: values.out ? path.resolve(values.out) : defaultBackupFolder(now) };
}

/** `npm run restore -- <folder> [--force]`: the backup folder (absolute) and whether to replace data. */
export function restoreOptions(args: string[]): { from: string; force: boolean } {
  const { values, positionals } = parsed(RESTORE_USAGE, () =>
    parseArgs({ args, options: { force: { type: 'boolean' } }, strict: true, allowPositionals: true }),
  );
  const [from, ...extra] = positionals;
  if (!from || extra.length > 0) {
    throw new BackupError(`name one backup folder\n${RESTORE_USAGE}`, EXIT.usage);
  }
  return { from: path.resolve(from), force: values.force === true };
}
