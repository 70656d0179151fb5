import { parseArgs } from 'node:util';
import { BULK_DOCUMENTS_MAX, seedBulkDocuments } from './demo/documents/bulk-documents';
import { withDatabase } from './commands/with-database';

const USAGE = 'node apps/server/dist/seed-bulk-documents.js --count 100000';

/**
 * Fills the configured database with many generated listed documents, for the document centre's benchmark
 * (`npm run bench -- documents`); the uploaders are the lawyers already there. Migrates first; does nothing when
 * bulk documents exist already.
 */
await withDatabase(async (db) => {
  const { values } = parseArgs({ options: { count: { type: 'string' } }, strict: true });
  const count = Number(values.count);
  if (!values.count || !Number.isInteger(count) || count < 1 || count > BULK_DOCUMENTS_MAX) {
    throw new Error(`需要 --count（1 到 ${BULK_DOCUMENTS_MAX}）。用法：${USAGE}`);
  }
  const started = performance.now();
  const inserted = await seedBulkDocuments(db, { count, now: Date.now() });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(inserted === 0 ? '批量文档已存在，跳过' : `已写入 ${inserted} 份文档，用时 ${seconds} 秒`);
});
