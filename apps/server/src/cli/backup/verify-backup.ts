import path from 'node:path';
import { BackupError, EXIT } from './backup-error';
import { digestOfFile, type FileDigest } from './file-digest';
import type { Manifest } from './manifest';
import { copyPathOf } from './stored-files';

/** Problems named in the refusal; the rest are counted. */
const NAMED_PROBLEMS = 5;

async function problemOf(file: string, expected: FileDigest): Promise<string | null> {
  try {
    const actual = await digestOfFile(file);
    if (actual.size !== expected.size) return `${expected.size} bytes expected, ${actual.size} found`;
    return actual.sha256 === expected.sha256 ? null : 'SHA-256 does not match';
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return 'missing';
    throw error;
  }
}

/**
 * Checks the database copy and every file against the manifest's sizes and SHA-256 before anything is
 * written; a damaged or incomplete backup is refused as a whole.
 */
export async function verifyBackup(dir: string, manifest: Manifest): Promise<void> {
  const entries = [
    {
      name: manifest.database.file,
      file: path.join(dir, manifest.database.file),
      expected: manifest.database,
    },
    ...manifest.files.map((file) => ({
      name: `files/${file.key}`,
      file: copyPathOf(dir, file.key),
      expected: file,
    })),
  ];
  const problems: string[] = [];
  for (const entry of entries) {
    const problem = await problemOf(entry.file, entry.expected);
    if (problem) problems.push(`${entry.name}: ${problem}`);
  }
  if (problems.length === 0) return;
  const more = problems.length > NAMED_PROBLEMS ? `\n  … and ${problems.length - NAMED_PROBLEMS} more` : '';
  throw new BackupError(
    `the backup in ${dir} does not match its manifest, nothing was restored ` +
      `(${problems.length} of ${entries.length} files):\n  ${problems.slice(0, NAMED_PROBLEMS).join('\n  ')}${more}`,
    EXIT.badBackup,
  );
}
