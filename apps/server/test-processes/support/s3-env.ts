import { createTestBucket, testS3Server } from '../../test/helpers/test-bucket';

/**
 * The storage variables of a fresh bucket on the test S3 server that npm test starts (TEST_S3_URL,
 * TEST_S3_ACCESS_KEY_ID, TEST_S3_SECRET_ACCESS_KEY); the server is thrown away with its buckets.
 */
export async function s3StorageEnv(): Promise<Record<string, string>> {
  const server = testS3Server();
  if (!server) throw new Error('TEST_S3_URL must be set: npm test starts an S3 server');
  return (await createTestBucket(server)).env;
}
