import { ReviewState } from '@lawbridge/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import '../../core/db/schema-lawyer-application';
import { decideWaitingRow, type ApplicationDecision } from './review-decision';

/** Lawyers' changes of 执业机构 (migration 038); at most one waiting per lawyer. */
export function createFirmChangeRepo(db: Kysely<Database>) {
  const withLawyer = () =>
    db
      .selectFrom('lawyer_firm_changes')
      .innerJoin('lawyers', 'lawyers.id', 'lawyer_firm_changes.lawyer_id')
      .innerJoin('users', 'users.id', 'lawyers.user_id')
      .selectAll('lawyer_firm_changes')
      .select([
        'lawyers.uuid as lawyer_uuid',
        'lawyers.name as lawyer_name',
        'lawyers.licence_no',
        'lawyers.user_id',
        'users.phone as lawyer_phone',
      ]);
  const filtered = (status: number | undefined) => {
    const query = withLawyer();
    return status === undefined ? query : query.where('lawyer_firm_changes.status', '=', status);
  };

  return {
    async latestOf(lawyerId: number) {
      return db
        .selectFrom('lawyer_firm_changes')
        .selectAll()
        .where('lawyer_id', '=', lawyerId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /**
     * Asks for `lawFirm`: the waiting change takes the new value, or a new waiting change is stored. Run
     * inside the profile's transaction; the unique index keeps one waiting change when two saves race.
     */
    async requestChange(input: { lawyerId: number; previousLawFirm: string; lawFirm: string; now: number }) {
      await db
        .insertInto('lawyer_firm_changes')
        .values({
          lawyer_id: input.lawyerId,
          previous_law_firm: input.previousLawFirm,
          law_firm: input.lawFirm,
          status: ReviewState.waiting.value,
          created_at: input.now,
        })
        .onConflict((oc) =>
          oc
            .column('lawyer_id')
            .where(sql<boolean>`status = 0`)
            .doUpdateSet({ law_firm: input.lawFirm, created_at: input.now }),
        )
        .execute();
    },

    async findById(id: number) {
      return withLawyer().where('lawyer_firm_changes.id', '=', id).executeTakeFirst();
    },

    /** Newest first, like the applications. */
    async list(status: number | undefined, page: { offset: number; limit: number }) {
      return filtered(status)
        .orderBy('lawyer_firm_changes.created_at', 'desc')
        .orderBy('lawyer_firm_changes.id', 'desc')
        .offset(page.offset)
        .limit(page.limit)
        .execute();
    },

    async count(status: number | undefined): Promise<number> {
      const query =
        status === undefined
          ? db.selectFrom('lawyer_firm_changes')
          : db.selectFrom('lawyer_firm_changes').where('status', '=', status);
      const row = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      return Number(row.total);
    },

    /** Decides a waiting change; false when it was no longer waiting. */
    decide: (id: number, decision: ApplicationDecision) =>
      decideWaitingRow(db, 'lawyer_firm_changes', id, decision),
  };
}

export type FirmChangeRecord = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createFirmChangeRepo>['findById']>>
>;
