/**
 * Exit codes of `npm run backup` and `npm run restore` (README "Backups"); 1 is any other failure
 * (the database or the storage refused, a disk is full).
 */
export const EXIT = {
  /** Bad arguments. */
  usage: 2,
  /** The folder is not a backup, or a file in it is missing or does not match its checksum. */
  badBackup: 3,
  /** The target database or file storage already holds data (restore without --force). */
  notEmpty: 4,
  /** A tool the command needs is missing (pg_dump, pg_restore). */
  missingTool: 5,
} as const;

/** A refusal the commands explain in one readable message, ending the process with `exitCode`. */
export class BackupError extends Error {
  override name = 'BackupError';

  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}
