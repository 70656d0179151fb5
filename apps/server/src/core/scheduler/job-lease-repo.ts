import type { Kysely } from 'kysely';
import '../db/schema-job-leases';
import type { Database } from '../db/schema';

/** One claim of a cluster job: the holder and the lease's end name it (a later claim has another end). */
export interface JobLease {
  name: string;
  holder: string;
  until: number;
}

/** The only SQL of the cluster jobs' leases (PRODUCT §17), the same on SQLite and PostgreSQL. */
export function createJobLeaseRepo(db: Kysely<Database>) {
  const held = (lease: JobLease) =>
    db
      .updateTable('job_leases')
      .where('name', '=', lease.name)
      .where('holder', '=', lease.holder)
      .where('lease_until', '=', lease.until);

  return {
    /** Adds the job's row, due at `dueAt`, unless an instance added it before (its schedule then stands). */
    async addIfMissing(name: string, dueAt: number): Promise<void> {
      await db
        .insertInto('job_leases')
        .values({ name, next_due_at: dueAt, holder: null, last_run_at: null })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute();
    },

    /**
     * Compare-and-set: takes the lease if the job is due and no live lease is held, in one UPDATE (on
     * PostgreSQL a concurrent claim waits for the row and then no longer matches). True when taken.
     */
    async claim(lease: JobLease, now: number): Promise<boolean> {
      const result = await db
        .updateTable('job_leases')
        .set({ lease_until: lease.until, holder: lease.holder })
        .where('name', '=', lease.name)
        .where('next_due_at', '<=', now)
        .where('lease_until', '<=', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** After a successful run: the next due time, a run counted, the lease released. False if it was lost. */
    async finish(lease: JobLease, run: { startedAt: number; nextDueAt: number }): Promise<boolean> {
      const result = await held(lease)
        .set((eb) => ({
          next_due_at: run.nextDueAt,
          last_run_at: run.startedAt,
          runs: eb('runs', '+', 1),
          lease_until: 0,
          holder: null,
        }))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** After a failed run: the lease released with the job still due, so the next tick anywhere retries it. */
    async release(lease: JobLease): Promise<boolean> {
      const result = await held(lease)
        .set((eb) => ({ failures: eb('failures', '+', 1), lease_until: 0, holder: null }))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type JobLeaseRepo = ReturnType<typeof createJobLeaseRepo>;
