import type { Kysely } from 'kysely';
import type { Database } from '../../../core/db/schema';
import type { SandboxPayoutRow } from '../../../core/db/schema-withdrawals';
import '../../../core/db/schema-withdrawals';

/** The only SQL of the sandbox payout provider: its own records of bills (migration 029). */
export class SandboxPayoutRepo {
  constructor(private readonly db: Kysely<Database>) {}

  find(billNo: string): Promise<SandboxPayoutRow | undefined> {
    return this.db.selectFrom('sandbox_payouts').selectAll().where('bill_no', '=', billNo).executeTakeFirst();
  }

  /** Inserts unless the bill exists; answers whether it inserted. */
  async insert(row: SandboxPayoutRow): Promise<boolean> {
    const result = await this.db
      .insertInto('sandbox_payouts')
      .values(row)
      .onConflict((oc) => oc.column('bill_no').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** `from` → `to`, compare-and-set on the state. */
  async move(billNo: string, from: string, to: string, now: number, failReason: string | null = null) {
    await this.db
      .updateTable('sandbox_payouts')
      .set({ state: to, fail_reason: failReason, updated_at: now })
      .where('bill_no', '=', billNo)
      .where('state', '=', from)
      .execute();
  }
}
