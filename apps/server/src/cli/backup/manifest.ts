import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { BackupError, EXIT } from './backup-error';

export const MANIFEST_FILE = 'manifest.json';
/** The folder inside a backup that holds the stored files under their storage keys. */
export const FILES_DIR = 'files';
export const FORMAT_VERSION = 1;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
/** A storage key as a relative path that cannot leave the folder it is joined to. */
export const storageKey = z
  .string()
  .regex(/^[\w.-]+(\/[\w.-]+)*$/)
  .refine((key) => !key.split('/').some((part) => part === '.' || part === '..'));

const manifestSchema = z.object({
  format: z.literal('lawbridge-backup'),
  format_version: z.literal(FORMAT_VERSION),
  mode: z.enum(['sqlite', 'postgresql']),
  created_at: z.iso.datetime(),
  /** The newest migration the database had, and all of them (applied out of order at times). */
  migration_version: z.string().nullable(),
  migrations: z.array(z.string()),
  database: z.object({ file: z.enum(['lawbridge.db', 'database.dump']), size: z.number(), sha256 }),
  /** Rows of each table in the copy, by table name. */
  tables: z.record(z.string(), z.number().int().nonnegative()),
  storage: z.enum(['local', 's3']),
  files: z.array(z.object({ key: storageKey, size: z.number().int().nonnegative(), sha256 })),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type BackupMode = Manifest['mode'];

/** Written last: a folder without its manifest is an unfinished backup. */
export async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  await fs.promises.writeFile(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** The manifest of the backup in `dir`, refused with a readable reason when there is none or it is spoilt. */
export async function readManifest(dir: string): Promise<Manifest> {
  const file = path.join(dir, MANIFEST_FILE);
  let text: string;
  try {
    text = await fs.promises.readFile(file, 'utf8');
  } catch {
    throw new BackupError(
      `${dir} is not a LawBridge backup: it has no ${MANIFEST_FILE} (a folder made by npm run backup; ` +
        'one without it was never finished)',
      EXIT.badBackup,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError(`${file} is not valid JSON`, EXIT.badBackup);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BackupError(
      `${file} is not a LawBridge backup manifest (format version ${FORMAT_VERSION}): ` +
        `${issue?.path.join('.') || 'manifest'}: ${issue?.message ?? 'invalid'}`,
      EXIT.badBackup,
    );
  }
  return parsed.data;
}
