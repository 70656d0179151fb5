import fp from 'fastify-plugin';
import { createStorage } from './create-storage';
import type { FileStorage } from './file-storage';
import type { StorageConfig } from './storage-config';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every file the product keeps: local disk under DATA_DIR/uploads, or the S3 bucket (STORAGE=s3). */
    storage: FileStorage;
  }
}

/**
 * Decorates the app with `storage`, checked while the app is built: a folder that cannot be written, or a
 * bucket that is missing, refuses the keys or cannot be reached, stops the boot with the reason.
 */
export const storagePlugin = fp<{ config: StorageConfig; dataDir: string }>(
  async (app, options) => {
    const storage = createStorage(options.config, options.dataDir);
    await storage.check();
    app.decorate('storage', storage);
  },
  { name: 'storage' },
);

/**
 * The origin of the addresses the storage hands out itself (S3 presigned links), which pages must be
 * allowed to load images from; null when the app serves every file. Signing makes no request.
 */
export async function storageOrigin(storage: FileStorage): Promise<string | null> {
  const probe = await storage.presignedUrl('origin-probe', {
    expiresInSeconds: 60,
    contentType: 'application/octet-stream',
  });
  return probe === null ? null : new URL(probe).origin;
}
