import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { analyzeAfterBulkWrite } from '../../core/db/dialect';
import type { Database } from '../../core/db/schema';
import { loadDemoLawyerInput } from './demo-input';
import { createDemoRepo, type DemoRepo } from './demo-repo';
import { demoLawyerRow, demoUserRow } from './demo-rows';
import { generateLawyers, type DemoLawyer } from './lawyers';
import { createRandom } from './random';

/** Fixed so every bulk database holds the same lawyers (uuids aside). */
const BULK_SEED = 20250301;
/**
 * Lawyers per insert statement: within SQLite's and PostgreSQL's bound-parameter limits, and small
 * enough that generateLawyers keeps its licence serials at six digits.
 */
const ROWS_PER_STATEMENT = 500;
const ROWS_PER_TRANSACTION = 20_000;
export const BULK_LAWYERS_MAX = 1_000_000;

/** Bulk lawyers use their own number range, apart from the demo customers (138…) and demo lawyers (139…). */
export const bulkLawyerPhone = (index: number) => `137${String(index).padStart(8, '0')}`;

/** A generated lawyer as inserted: its user, its lawyer row and their shared uuid. */
export interface InsertedLawyer {
  userId: number;
  lawyerId: number;
  uuid: string;
}

/**
 * Inserts generated lawyers with their user accounts (the n-th with phone `phoneOf(n)`) and legal-type
 * links, a statement per table; pass the seed's transaction. Returns them in the order given.
 */
export async function insertGeneratedLawyers(
  repo: DemoRepo,
  lawyers: DemoLawyer[],
  phoneOf: (offset: number) => string,
  now: number,
): Promise<InsertedLawyer[]> {
  const users = lawyers.map((lawyer, offset) =>
    demoUserRow({
      uuid: randomUUID(),
      phone: phoneOf(offset),
      nickname: lawyer.name,
      gender: lawyer.gender,
      isLawyer: true,
      now,
    }),
  );
  const userIds = await repo.insertUsers(users);
  const rows = users.map((user, offset) => {
    const lawyer = lawyers[offset] as DemoLawyer;
    return demoLawyerRow(lawyer, { uuid: user.uuid, userId: userIds.get(user.phone) as number }, now);
  });
  const lawyerIds = await repo.insertLawyers(rows);
  await repo.insertLegalTypeLinks(
    rows.flatMap((row, offset) =>
      (lawyers[offset] as DemoLawyer).legalTypeIds.map((legalTypeId) => ({
        lawyer_id: lawyerIds.get(row.uuid) as number,
        legal_type_id: legalTypeId,
      })),
    ),
  );
  return rows.map((row) => ({
    userId: row.user_id,
    lawyerId: lawyerIds.get(row.uuid) as number,
    uuid: row.uuid,
  }));
}

/**
 * Inserts `count` certified, enabled lawyers (with their user accounts) made by the demo generators,
 * a statement per 500 and a transaction per 20,000, then analyzes the database for the planner. Returns 0
 * when bulk lawyers are already there.
 */
export async function seedBulkLawyers(
  db: Kysely<Database>,
  options: { count: number; now: number },
): Promise<number> {
  const { count, now } = options;
  if (!Number.isInteger(count) || count < 1 || count > BULK_LAWYERS_MAX) {
    throw new Error(`律师数量须为 1 到 ${BULK_LAWYERS_MAX} 之间的整数`);
  }
  if (await createDemoRepo(db).phoneExists(bulkLawyerPhone(0))) return 0;
  const input = await loadDemoLawyerInput(db, { count: ROWS_PER_STATEMENT, now });
  const random = createRandom(BULK_SEED);
  for (let start = 0; start < count; start += ROWS_PER_TRANSACTION) {
    const end = Math.min(count, start + ROWS_PER_TRANSACTION);
    await db.transaction().execute(async (trx) => {
      const repo = createDemoRepo(trx);
      for (let first = start; first < end; first += ROWS_PER_STATEMENT) {
        const lawyers = generateLawyers(random, {
          ...input,
          count: Math.min(ROWS_PER_STATEMENT, end - first),
        });
        await insertGeneratedLawyers(repo, lawyers, (offset) => bulkLawyerPhone(first + offset), now);
      }
    });
  }
  await analyzeAfterBulkWrite(db);
  return count;
}
