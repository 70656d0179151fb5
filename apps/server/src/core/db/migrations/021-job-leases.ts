import type { Kysely } from 'kysely';

/**
 * `job_leases` (PRODUCT §17): one row per cluster-wide interval job, so the instances sharing the database
 * run it once per interval. An instance claims the row by compare-and-set (due and not leased → its lease),
 * runs the job, then moves `next_due_at` on and releases it; a failed run only releases it, and a holder that
 * died leaves a lease that simply expires. `runs` and `failures` count finished runs, for operators and tests.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('next_due_at', 'bigint', (col) => col.notNull())
    .addColumn('lease_until', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('holder', 'varchar(128)')
    .addColumn('runs', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('failures', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_run_at', 'bigint')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_leases').execute();
}
