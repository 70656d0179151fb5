import { randomUUID } from 'node:crypto';
import { Gender } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock';
import { createSessionService } from '../../core/auth/session-service';
import { createTokenRepo } from '../../core/auth/token-repo';
import { analyzeAfterBulkWrite } from '../../core/db/dialect';
import type { Database } from '../../core/db/schema';
import { defaultNickname } from '../../modules/auth/login-service';
import { createChatRepo } from '../../modules/chat/repo';
import { createCommonRepo } from '../../modules/common/repo';
import { insertGeneratedLawyers, type InsertedLawyer } from './bulk-lawyers';
import { loadDemoLawyerInput } from './demo-input';
import { createDemoRepo } from './demo-repo';
import { demoUserRow } from './demo-rows';
import { generateLawyers } from './lawyers';
import { offlineServices } from './offline-services';
import { createRandom } from './random';

/** Fixed so every chat benchmark database holds the same lawyers (uuids and tokens aside). */
const CHAT_BENCH_SEED = 20250615;
/** Users per insert statement, within SQLite's and PostgreSQL's bound-parameter limits. */
const ROWS_PER_STATEMENT = 500;
export const CHAT_BENCH_USERS_MAX = 100_000;

/** The benchmark's own number range (bulk lawyers use 137…, demo customers 138…, demo lawyers 139…). */
export const chatBenchPhone = (index: number) => `136${String(index).padStart(8, '0')}`;

/** What the benchmark's load generator needs: every user's token, and who talks in which conversation. */
export interface ChatBenchSeed {
  users: Array<{ id: number; token: string }>;
  /** `customer` and `lawyer` index `users`. */
  conversations: Array<{ id: number; customer: number; lawyer: number; orderNo: string }>;
}

/** One certified lawyer per conversation, taking orders (an order can only be placed with such a lawyer). */
async function insertLawyers(db: Kysely<Database>, count: number, now: number): Promise<InsertedLawyer[]> {
  const input = await loadDemoLawyerInput(db, { count: ROWS_PER_STATEMENT, now });
  const random = createRandom(CHAT_BENCH_SEED);
  const inserted: InsertedLawyer[] = [];
  for (let first = 0; first < count; first += ROWS_PER_STATEMENT) {
    const lawyers = generateLawyers(random, { ...input, count: Math.min(ROWS_PER_STATEMENT, count - first) });
    const accepting = lawyers.map((lawyer) => ({ ...lawyer, accepting: true }));
    const phoneOf = (offset: number) => chatBenchPhone(first + offset);
    inserted.push(...(await insertGeneratedLawyers(createDemoRepo(db), accepting, phoneOf, now)));
  }
  return inserted;
}

/** Plain customers as a first login creates them (default nickname, gender unknown). */
async function insertCustomers(db: Kysely<Database>, from: number, to: number, now: number) {
  const ids: number[] = [];
  for (let first = from; first < to; first += ROWS_PER_STATEMENT) {
    const rows = [];
    for (let index = first; index < Math.min(to, first + ROWS_PER_STATEMENT); index += 1) {
      const phone = chatBenchPhone(index);
      rows.push(
        demoUserRow({
          uuid: randomUUID(),
          phone,
          nickname: defaultNickname(phone),
          gender: Gender.unknown.value,
          isLawyer: false,
          now,
        }),
      );
    }
    const byPhone = await createDemoRepo(db).insertUsers(rows);
    ids.push(...rows.map((row) => byPhone.get(row.phone) as number));
  }
  return ids;
}

/**
 * Paid 图文咨询 orders in progress (服务中) between each conversation's two parties, driven through the real
 * order service in the sandbox (create → payment → accept): they lift the customer's free daily limit.
 */
async function placeOrders(
  db: Kysely<Database>,
  pairs: Array<{ customerId: number; lawyer: InsertedLawyer }>,
  options: { clock: Clock; dataDir: string },
): Promise<string[]> {
  const { orders } = offlineServices(db, options);
  const config = (await createCommonRepo(db).enabledOrderConfigs()).find((row) => row.scene === 'service');
  if (!config) throw new Error('the chat benchmark needs an enabled service');
  const orderNos: string[] = [];
  for (const [index, pair] of pairs.entries()) {
    const created = await orders.create({
      customerId: pair.customerId,
      lawyerUuid: pair.lawyer.uuid,
      configId: config.id,
      description: '聊天压测：图文咨询进行中',
      images: [],
    });
    const paid = await orders.recordPayment({
      orderNo: created.order_no,
      amount: created.price,
      providerTxn: `CHATBENCH${String(index + 1).padStart(6, '0')}`,
    });
    await orders.act({
      order: paid,
      transition: 'accept',
      actor: { kind: 'lawyer', id: pair.lawyer.userId },
    });
    orderNos.push(created.order_no);
  }
  return orderNos;
}

/**
 * The chat benchmark's data (`npm run bench -- chat`): `users` users, of whom the first `conversations`
 * are certified lawyers and the rest customers; a session token for every one, issued by the session
 * service as login issues it; a conversation between each lawyer and one customer, with a paid order in
 * progress between the two. Writes in a few transactions, then analyzes the database for the planner;
 * refuses a database that has them already (tokens are not kept, so they could not be answered again).
 */
export async function seedChatBench(
  db: Kysely<Database>,
  options: { users: number; conversations: number; clock: Clock; dataDir: string },
): Promise<ChatBenchSeed> {
  const { users, conversations, clock } = options;
  const now = clock.now();
  if (!Number.isInteger(users) || users < 2 || users > CHAT_BENCH_USERS_MAX) {
    throw new Error(`用户数须为 2 到 ${CHAT_BENCH_USERS_MAX} 之间的整数`);
  }
  if (!Number.isInteger(conversations) || conversations < 1 || conversations * 2 > users) {
    throw new Error('会话数须为正整数，且不超过用户数的一半');
  }
  if (await createDemoRepo(db).phoneExists(chatBenchPhone(0))) {
    throw new Error('压测用户已存在：请用新的 DATA_DIR');
  }
  const { lawyers, customerIds } = await db.transaction().execute(async (trx) => ({
    lawyers: await insertLawyers(trx, conversations, now),
    customerIds: await insertCustomers(trx, conversations, users, now),
  }));
  const userIds = [...lawyers.map((lawyer) => lawyer.userId), ...customerIds];
  const tokens = await db.transaction().execute(async (trx) => {
    const sessions = createSessionService({ repo: createTokenRepo(trx), clock });
    const issued: string[] = [];
    for (const userId of userIds) issued.push((await sessions.issue({ userId })).token);
    return issued;
  });
  // Customer i (after the lawyers) talks with lawyer i.
  const pairs = lawyers.map((lawyer, index) => ({
    lawyer,
    customerId: customerIds[index] as number,
  }));
  const conversationIds = await db.transaction().execute(async (trx) => {
    const chat = createChatRepo(trx);
    const ids: number[] = [];
    for (const pair of pairs) ids.push(await chat.openFor(pair.customerId, pair.lawyer.lawyerId, now));
    return ids;
  });
  const orderNos = await placeOrders(db, pairs, { clock, dataDir: options.dataDir });
  await analyzeAfterBulkWrite(db);
  return {
    users: userIds.map((id, index) => ({ id, token: tokens[index] as string })),
    conversations: conversationIds.map((id, index) => ({
      id,
      lawyer: index,
      customer: conversations + index,
      orderNo: orderNos[index] as string,
    })),
  };
}
