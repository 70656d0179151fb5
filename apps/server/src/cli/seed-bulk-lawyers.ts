import { parseArgs } from 'node:util';
import { BULK_LAWYERS_MAX, seedBulkLawyers } from './demo/bulk-lawyers';
import { withDatabase } from './commands/with-database';

const USAGE = 'node apps/server/dist/seed-bulk-lawyers.js --count 100000';

/**
 * Fills the configured database with many generated lawyers, for the directory benchmark
 * (`npm run bench`). Migrates first; does nothing when bulk lawyers exist already.
 */
await withDatabase(async (db) => {
  const { values } = parseArgs({ options: { count: { type: 'string' } }, strict: true });
  const count = Number(values.count);
  if (!values.count || !Number.isInteger(count) || count < 1 || count > BULK_LAWYERS_MAX) {
    throw new Error(`需要 --count（1 到 ${BULK_LAWYERS_MAX}）。用法：${USAGE}`);
  }
  const started = performance.now();
  const inserted = await seedBulkLawyers(db, { count, now: Date.now() });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(inserted === 0 ? '批量律师已存在，跳过' : `已写入 ${inserted} 位律师，用时 ${seconds} 秒`);
});
