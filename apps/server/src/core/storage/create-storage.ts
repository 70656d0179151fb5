import path from 'node:path';
import type { FileStorage } from './file-storage';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { StorageConfig } from './storage-config';

/** The storage the configuration names: `DATA_DIR/uploads` on local disk, or the S3 bucket. */
export function createStorage(config: StorageConfig, dataDir: string): FileStorage {
  return config.kind === 's3'
    ? createS3Storage(config.s3)
    : createLocalStorage(path.join(dataDir, 'uploads'));
}
