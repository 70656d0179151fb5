import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import { ACCOUNTS } from '../../core/ledger/accounts';
import { createFundHoldsRepo, type OrderRef } from '../../core/ledger/fund-holds-repo';
import type { JournalEntry } from '../../core/ledger/journal';

/**
 * What appeals (PRODUCT §12a) do to a lawyer's held income; every function runs in the caller's transaction.
 *
 * An open appeal holds the order's income past its release: `holdForAppeal` answers `held` when it did
 * (compare-and-set against the release job: of an appeal and a release racing, exactly one gets the row),
 * `released` when the income was released first (a refund then claws back from available), and `none` for an
 * order that settled nothing with a lawyer.
 */
export async function holdForAppeal(
  trx: Kysely<Database>,
  input: OrderRef & { appealId: number },
): Promise<'held' | 'released' | 'none'> {
  const holds = createFundHoldsRepo(trx);
  if (await holds.holdForAppeal(input, input.appealId)) return 'held';
  return (await holds.of(input)) ? 'released' : 'none';
}

/** The appeal is over: the income is released at its time again (at once when that has passed). */
export async function endAppealHold(
  trx: Kysely<Database>,
  input: OrderRef & { appealId: number },
): Promise<void> {
  await createFundHoldsRepo(trx).endAppealHold(input, input.appealId);
}

/**
 * The entries taking `share` fen of the lawyer's income for the order back (an appeal's refund, the lawyer's
 * part of it): from pending while the income is held (lowering the hold), else from available, which may go
 * negative and then blocks withdrawals until earnings cover it. The caller balances them (the customer's
 * refund to clearing, the platform's commission from revenue) and posts them through the transition.
 */
export async function takeBackEntries(
  trx: Kysely<Database>,
  input: OrderRef & { lawyerId: number; share: number },
): Promise<JournalEntry[]> {
  if (input.share === 0) return [];
  const holds = createFundHoldsRepo(trx);
  const hold = await holds.of(input);
  if (hold && hold.released_at === null) {
    if (input.share > Number(hold.amount)) throw new Error('taking back more than the order holds');
    await holds.lower(hold.id, input.share);
    return [{ account: ACCOUNTS.lawyerPending(input.lawyerId), amount: -input.share }];
  }
  return [{ account: ACCOUNTS.lawyerAvailable(input.lawyerId), amount: -input.share }];
}
