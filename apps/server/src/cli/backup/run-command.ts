import { ConfigError, loadConfig, type AppConfig } from '../../config';
import { createStorage } from '../../core/storage/create-storage';
import type { FileStorage } from '../../core/storage/file-storage';
import { BackupError, EXIT } from './backup-error';

/**
 * Runs `backup` or `restore` with the server's own configuration (DATA_DIR, DATABASE_URL, STORAGE and
 * the S3 variables). Backups hold phones and token hashes, so whatever the command writes is for the
 * owner only. A failure prints one readable message and sets the command's exit code.
 */
export async function runCommand(
  task: (config: AppConfig, storage: FileStorage) => Promise<void>,
): Promise<void> {
  process.umask(0o077);
  try {
    const config = loadConfig();
    const storage = createStorage(config.storage, config.dataDir);
    await task(config, storage);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode =
      error instanceof BackupError ? error.exitCode : error instanceof ConfigError ? EXIT.usage : 1;
  }
}
