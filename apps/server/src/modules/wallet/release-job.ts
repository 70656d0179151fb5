import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import { ACCOUNTS } from '../../core/ledger/accounts';
import { createFundHoldsRepo } from '../../core/ledger/fund-holds-repo';
import { postJournal } from '../../core/ledger/journal';

/** How many held rows one run releases at most (the next run takes the rest). */
const BATCH = 200;

/**
 * Releases held income whose time has come (PRODUCT §11): each row in its own transaction, a compare-and-set
 * marking it released (it loses to an appeal that held it meanwhile) and the journal moving its amount from
 * the lawyer's pending to available. Run by a cluster job, so once across instances; a row two runs race for
 * is released by one of them. Answers how many rows it released.
 */
export async function releaseDueIncome(db: Kysely<Database>, now: number): Promise<number> {
  const due = await createFundHoldsRepo(db).due(now, BATCH);
  let released = 0;
  for (const hold of due) {
    const won = await db.transaction().execute(async (trx) => {
      if (!(await createFundHoldsRepo(trx).markReleased(hold.id, now))) return false;
      const amount = Number(hold.amount);
      if (amount > 0) {
        await postJournal(
          trx,
          {
            kind: 'release',
            order: { kind: hold.order_kind, id: hold.order_id },
            entries: [
              { account: ACCOUNTS.lawyerPending(hold.lawyer_id), amount: -amount },
              { account: ACCOUNTS.lawyerAvailable(hold.lawyer_id), amount },
            ],
          },
          now,
        );
      }
      return true;
    });
    if (won) released += 1;
  }
  return released;
}
