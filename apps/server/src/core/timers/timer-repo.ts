import type { Kysely } from 'kysely';
import '../db/schema-money-core';
import { skipLockedOnPostgres } from '../db/dialect';
import type { Database } from '../db/schema';
import type { TimerRow } from '../db/schema-money-core';

export interface NewTimer {
  kind: string;
  refKind: string;
  refId: number;
  dueAt: number;
}

/** The only SQL of timers (PRODUCT §15). */
export function createTimerRepo(db: Kysely<Database>) {
  return {
    async schedule(timer: NewTimer, now: number): Promise<void> {
      await db
        .insertInto('timers')
        .values({
          kind: timer.kind,
          ref_kind: timer.refKind,
          ref_id: timer.refId,
          due_at: timer.dueAt,
          claimed_until: null,
          last_error: null,
          done_at: null,
          created_at: now,
        })
        .execute();
    },

    /** Schedules the timer unless one of its kind is already open for the reference (checks are not piled up). */
    async scheduleUnlessOpen(timer: NewTimer, now: number): Promise<void> {
      const open = await db
        .selectFrom('timers')
        .select('id')
        .where('kind', '=', timer.kind)
        .where('ref_kind', '=', timer.refKind)
        .where('ref_id', '=', timer.refId)
        .where('done_at', 'is', null)
        .executeTakeFirst();
      if (!open) await this.schedule(timer, now);
    },

    /** When the earliest open timer of these kinds falls due for the reference, or null. */
    async nextDue(input: {
      refKind: string;
      refId: number;
      kinds: readonly string[];
    }): Promise<number | null> {
      if (input.kinds.length === 0) return null;
      const row = await db
        .selectFrom('timers')
        .select((eb) => eb.fn.min('due_at').as('due_at'))
        .where('ref_kind', '=', input.refKind)
        .where('ref_id', '=', input.refId)
        .where('kind', 'in', [...input.kinds])
        .where('done_at', 'is', null)
        .executeTakeFirst();
      return row?.due_at === null || row?.due_at === undefined ? null : Number(row.due_at);
    },

    /** Ends the open timers of these kinds for the reference (their work is no longer needed). */
    async cancel(
      input: { kinds: readonly string[]; refKind: string; refId: number },
      now: number,
    ): Promise<void> {
      if (input.kinds.length === 0) return;
      await db
        .updateTable('timers')
        .set({ done_at: now, claimed_until: null })
        .where('ref_kind', '=', input.refKind)
        .where('ref_id', '=', input.refId)
        .where('kind', 'in', [...input.kinds])
        .where('done_at', 'is', null)
        .execute();
    },

    /** Schedules the timer in place of any open one of its kind for the reference (at most one is open). */
    async replace(timer: NewTimer, now: number): Promise<void> {
      await this.cancel({ kinds: [timer.kind], refKind: timer.refKind, refId: timer.refId }, now);
      await this.schedule(timer, now);
    },

    /**
     * Marks an open timer done, in the transaction of the work it fires; false when it was no longer open
     * (cancelled meanwhile: what it was scheduled for has ended) or a later one of its kind was scheduled
     * for the same reference (rows left from before `replace` existed), and the work must not happen.
     */
    async take(id: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable('timers')
        .set({ done_at: now })
        .where('id', '=', id)
        .where('done_at', 'is', null)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('timers as later')
                .select('later.id')
                .whereRef('later.ref_kind', '=', 'timers.ref_kind')
                .whereRef('later.ref_id', '=', 'timers.ref_id')
                .whereRef('later.kind', '=', 'timers.kind')
                .whereRef('later.id', '>', 'timers.id'),
            ),
          ),
        )
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * Claims up to `limit` due timers for `leaseMs` in one statement (PostgreSQL skips rows another
     * process is claiming), so each due timer is worked by one process at a time; a claim that was not
     * finished (a crashed process) can be claimed again after its lease.
     */
    async claimDue(now: number, limit: number, leaseMs: number): Promise<TimerRow[]> {
      const due = skipLockedOnPostgres(
        db,
        db
          .selectFrom('timers')
          .select('id')
          .where('done_at', 'is', null)
          .where('due_at', '<=', now)
          .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
          .orderBy('due_at')
          .limit(limit),
      );
      return db
        .updateTable('timers')
        .set((eb) => ({ claimed_until: now + leaseMs, attempts: eb('attempts', '+', 1) }))
        .where('id', 'in', due)
        .returningAll()
        .execute();
    },

    async finish(id: number, now: number): Promise<void> {
      await db
        .updateTable('timers')
        .set({ done_at: now, claimed_until: null })
        .where('id', '=', id)
        .execute();
    },

    async retryLater(id: number, error: string, retryAt: number): Promise<void> {
      await db
        .updateTable('timers')
        .set({ due_at: retryAt, claimed_until: null, last_error: error.slice(0, 2000) })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type TimerRepo = ReturnType<typeof createTimerRepo>;
