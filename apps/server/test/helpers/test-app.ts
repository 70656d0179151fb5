import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import { partnerPrivateKeyFile } from './partner-keys';
import { createTestBucket, testS3Server } from './test-bucket';
import { createTestClock, type TestClock } from './test-clock';
import { copyMigratedSqlite } from './migrated-template';
import { createTestDatabase } from './test-database';
import { testDocumentFiles } from './test-document-files';
import type { DocumentFiles } from '../../src/modules/document-files/document-files';

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * A ready app on a fresh database (SQLite file in a temp dir, or a fresh PostgreSQL database when
 * TEST_DATABASE_URL is set), files on disk in the temp dir (or in a fresh bucket when TEST_S3_URL is
 * set), a controllable clock, silent logs, no built sites unless `env` says so.
 */
export async function createTestApp(
  overrides: {
    env?: Record<string, string>;
    clock?: TestClock;
    logger?: FastifyBaseLogger;
    documentFiles?: DocumentFiles;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawbridge-test-'));
  const database = await createTestDatabase({ migrated: true });
  const s3 = testS3Server();
  const bucket = s3 ? await createTestBucket(s3) : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url ?? undefined,
    PARTNER_RSA_PRIVATE_KEY_FILE: partnerPrivateKeyFile,
    H5_DIST: path.join(dataDir, 'no-h5-build'),
    ADMIN_DIST: path.join(dataDir, 'no-admin-build'),
    ...bucket?.env,
    ...overrides.env,
  });
  if (config.databaseUrl === null) await copyMigratedSqlite(config.dataDir);
  const clock = overrides.clock ?? createTestClock();
  const documentFiles = overrides.documentFiles ?? (await testDocumentFiles());
  const app = await buildApp({ config, clock, logger: overrides.logger, documentFiles });
  await app.ready();
  return {
    app,
    clock,
    config,
    async close() {
      await app.close();
      await database.drop();
      await bucket?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
