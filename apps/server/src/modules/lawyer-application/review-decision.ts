import { ReviewState } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import '../../core/db/schema-lawyer-application';

export interface ApplicationDecision {
  status: typeof ReviewState.receive.value | typeof ReviewState.reject.value;
  reason: string | null;
  decidedAt: number;
  decidedBy: number;
}

/**
 * Decides a waiting row of a three-state review table (an application, a change of firm); false when it
 * was no longer waiting (already decided).
 */
export async function decideWaitingRow(
  db: Kysely<Database>,
  table: 'lawyer_applications' | 'lawyer_firm_changes',
  id: number,
  decision: ApplicationDecision,
): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set({
      status: decision.status,
      reason: decision.reason,
      decided_at: decision.decidedAt,
      decided_by: decision.decidedBy,
    })
    .where('id', '=', id)
    .where('status', '=', ReviewState.waiting.value)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
