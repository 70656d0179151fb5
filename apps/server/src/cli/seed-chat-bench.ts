import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { systemClock } from '../core/clock';
import { dialectOf } from '../core/db/dialect';
import { CHAT_BENCH_USERS_MAX, seedChatBench } from './demo/chat-bench';
import { withDatabase } from './commands/with-database';

const USAGE = 'node apps/server/dist/seed-chat-bench.js --users 10000 --conversations 1000 --out FILE';

/**
 * Fills the configured (fresh) database with the chat benchmark's users, session tokens, conversations
 * and paid orders (`npm run bench -- chat`), and writes the tokens and conversations to `--out` as JSON
 * (mode 600: the tokens are live). Migrates first.
 */
await withDatabase(async (db, config) => {
  const { values } = parseArgs({
    options: { users: { type: 'string' }, conversations: { type: 'string' }, out: { type: 'string' } },
    strict: true,
  });
  const users = Number(values.users);
  const conversations = Number(values.conversations);
  if (!values.users || !values.conversations || !values.out) {
    throw new Error(`需要 --users（2 到 ${CHAT_BENCH_USERS_MAX}）、--conversations 与 --out。用法：${USAGE}`);
  }
  // Throwaway data: no fsync per commit while seeding (the server opens its own connection as usual).
  if (dialectOf(db) === 'sqlite') await sql`pragma synchronous = normal`.execute(db);
  const started = performance.now();
  const seeded = await seedChatBench(db, {
    users,
    conversations,
    clock: systemClock,
    dataDir: config.dataDir,
  });
  writeFileSync(values.out, JSON.stringify(seeded), { mode: 0o600 });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`已写入 ${users} 位用户及其令牌、${conversations} 个会话及进行中的订单，用时 ${seconds} 秒`);
});
