import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createFundHoldsRepo } from './fund-holds-repo';
import type { JournalTransaction } from './journal';

const DAY_MS = 24 * 60 * 60 * 1000;
const PENDING_ACCOUNT = /^lawyer:(\d+):pending$/;

/**
 * Holds what a settlement credited to a lawyer's pending account (PRODUCT §11): one `fund_holds` row for the
 * order, released `hold_days` after now (the order's completion) by the release job. Runs in the settling
 * transition's transaction, so income is never pending without its hold.
 */
export async function holdSettledIncome(
  trx: Kysely<Database>,
  journal: JournalTransaction,
  now: number,
): Promise<void> {
  const credits = journal.entries.filter((entry) => entry.amount > 0 && PENDING_ACCOUNT.test(entry.account));
  if (credits.length === 0) return;
  if (!journal.order) throw new Error(`${journal.kind}: income held for no order`);
  const holds = createFundHoldsRepo(trx);
  const releaseAt = now + (await holds.holdDays()) * DAY_MS;
  for (const credit of credits) {
    const lawyerId = Number(PENDING_ACCOUNT.exec(credit.account)?.[1]);
    await holds.insert({
      lawyerId,
      orderKind: journal.order.kind,
      orderId: journal.order.id,
      amount: credit.amount,
      releaseAt,
      now,
    });
  }
}
