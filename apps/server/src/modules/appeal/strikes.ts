import { STRIKE_WINDOW_DAYS, STRIKES_TO_PAUSE } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import '../../core/db/schema-appeals';
import type { Database } from '../../core/db/schema';
import type { LawyerStrikePauseRow, LawyerStrikeRow } from '../../core/db/schema-appeals';

const WINDOW_MS = STRIKE_WINDOW_DAYS * 24 * 3_600_000;

/** Strikes against lawyers (PRODUCT §12a) and the pauses they cause; the only SQL of both. */
export function createStrikes(db: Kysely<Database>) {
  /** Unlifted strikes within the window ending at `now`. */
  async function countInWindow(lawyerId: number, now: number): Promise<number> {
    const { count } = await db
      .selectFrom('lawyer_strikes')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('lawyer_id', '=', lawyerId)
      .where('lifted_at', 'is', null)
      .where('created_at', '>', now - WINDOW_MS)
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  function openPause(lawyerId: number): Promise<LawyerStrikePauseRow | undefined> {
    return db
      .selectFrom('lawyer_strike_pauses')
      .selectAll()
      .where('lawyer_id', '=', lawyerId)
      .where('lifted_at', 'is', null)
      .executeTakeFirst();
  }

  return {
    countInWindow,
    openPause,

    /**
     * A refunded appeal counts against its lawyer, in the refund's transaction. The strike that makes
     * STRIKES_TO_PAUSE within the window pauses the lawyer: 接单中 off, a pause the console lists until an
     * operator lifts it. Answers whether this strike paused the lawyer.
     */
    async strike(input: {
      lawyerId: number;
      appealId: number;
      refund: number;
      now: number;
    }): Promise<boolean> {
      await db
        .insertInto('lawyer_strikes')
        .values({
          lawyer_id: input.lawyerId,
          appeal_id: input.appealId,
          refund_amount: input.refund,
          created_at: input.now,
        })
        .execute();
      if ((await countInWindow(input.lawyerId, input.now)) < STRIKES_TO_PAUSE) return false;
      if (await openPause(input.lawyerId)) return false;
      await db
        .insertInto('lawyer_strike_pauses')
        .values({ lawyer_id: input.lawyerId, started_at: input.now })
        .execute();
      await db
        .updateTable('lawyers')
        .set({ accepting: 0, updated_at: input.now })
        .where('id', '=', input.lawyerId)
        .execute();
      return true;
    },

    /**
     * An operator lifts the lawyer's pause: the strikes counted so far are marked lifted (listed, no longer
     * counted), so only new strikes can pause the lawyer again. False when the lawyer is not paused.
     */
    async lift(input: { lawyerId: number; operatorId: number | null; note: string; now: number }) {
      const lifted = await db
        .updateTable('lawyer_strike_pauses')
        .set({ lifted_at: input.now, lifted_by: input.operatorId, lift_note: input.note })
        .where('lawyer_id', '=', input.lawyerId)
        .where('lifted_at', 'is', null)
        .executeTakeFirst();
      if (lifted.numUpdatedRows === 0n) return false;
      await db
        .updateTable('lawyer_strikes')
        .set({ lifted_at: input.now })
        .where('lawyer_id', '=', input.lawyerId)
        .where('lifted_at', 'is', null)
        .execute();
      return true;
    },

    /** One lawyer's strikes with their orders, newest first. */
    listOf(lawyerId: number): Promise<Array<LawyerStrikeRow & { order_no: string }>> {
      return db
        .selectFrom('lawyer_strikes')
        .innerJoin('appeals', 'appeals.id', 'lawyer_strikes.appeal_id')
        .selectAll('lawyer_strikes')
        .select('appeals.order_no')
        .where('lawyer_strikes.lawyer_id', '=', lawyerId)
        .orderBy('lawyer_strikes.id', 'desc')
        .execute();
    },

    /** A page of lawyers with strikes (or only paused ones), paused first, then latest strike first. */
    async lawyersPage(input: { pausedOnly: boolean; lawyerUuid?: string; page: number; pageSize: number }) {
      const base = db
        .selectFrom('lawyers')
        .innerJoin('users', 'users.id', 'lawyers.user_id')
        .leftJoin('lawyer_strike_pauses as pause', (join) =>
          join.onRef('pause.lawyer_id', '=', 'lawyers.id').on('pause.lifted_at', 'is', null),
        )
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('lawyer_strikes')
              .select('id')
              .whereRef('lawyer_strikes.lawyer_id', '=', 'lawyers.id'),
          ),
        )
        .$if(input.pausedOnly, (q) => q.where('pause.id', 'is not', null))
        .$if(input.lawyerUuid !== undefined, (q) => q.where('lawyers.uuid', '=', input.lawyerUuid!));
      const rows = await base
        .select([
          'lawyers.id',
          'lawyers.uuid',
          'lawyers.name',
          'users.phone',
          'pause.started_at as paused_at',
        ])
        .orderBy((eb) => eb.case().when('pause.id', 'is', null).then(1).else(0).end())
        .orderBy('lawyers.id', 'desc')
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize)
        .execute();
      const { count } = await base
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return { rows, total: Number(count) };
    },
  };
}
