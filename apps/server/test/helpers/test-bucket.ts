import { randomBytes } from 'node:crypto';
import { CreateBucketCommand, DeleteBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { createS3Storage } from '../../src/core/storage/s3-storage';
import type { S3StorageConfig } from '../../src/core/storage/storage-config';

/** The S3 server the file tests use (`node scripts/s3-test-server.mjs` prints these), or null. */
export function testS3Server(): { url: string; accessKeyId: string; secretAccessKey: string } | null {
  const {
    TEST_S3_URL: url,
    TEST_S3_ACCESS_KEY_ID: accessKeyId,
    TEST_S3_SECRET_ACCESS_KEY: secret,
  } = process.env;
  if (!url) return null;
  if (!accessKeyId || !secret)
    throw new Error('TEST_S3_URL needs TEST_S3_ACCESS_KEY_ID and TEST_S3_SECRET_ACCESS_KEY');
  return { url, accessKeyId, secretAccessKey: secret };
}

export interface TestBucket {
  config: S3StorageConfig;
  /** The app's variables for this bucket (STORAGE=s3, S3_*). */
  env: Record<string, string>;
  /** Deletes every object, then the bucket. */
  drop(): Promise<void>;
}

/** A fresh bucket `lb-t-<random>` on the test S3 server. */
export async function createTestBucket(
  server: NonNullable<ReturnType<typeof testS3Server>>,
): Promise<TestBucket> {
  const config: S3StorageConfig = {
    endpoint: server.url,
    region: 'us-east-1',
    bucket: `lb-t-${randomBytes(6).toString('hex')}`,
    accessKeyId: server.accessKeyId,
    secretAccessKey: server.secretAccessKey,
    forcePathStyle: true,
    prefix: '',
  };
  const client = new S3Client({
    endpoint: config.endpoint ?? undefined,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  await client.send(new CreateBucketCommand({ Bucket: config.bucket }));
  return {
    config,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: server.url,
      S3_REGION: config.region,
      S3_BUCKET: config.bucket,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
      S3_FORCE_PATH_STYLE: '1',
    },
    async drop() {
      const storage = createS3Storage(config);
      const keys: string[] = [];
      for await (const key of storage.list()) keys.push(key);
      for (const key of keys) await storage.remove(key);
      await client.send(new DeleteBucketCommand({ Bucket: config.bucket }));
      client.destroy();
    },
  };
}
