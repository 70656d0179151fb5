import type { Generated } from 'kysely';

/**
 * Table types of migration 021 (leases of cluster-wide interval jobs). They join the `Database` interface
 * of ./schema by declaration merging.
 */
export interface JobLeasesTable {
  /** The job's name as registered with the scheduler. */
  name: string;
  /** Clock time at or after which the job runs next, on whichever instance claims it first. */
  next_due_at: number;
  /** While later than now, `holder` is running the job; 0 when nobody holds it. */
  lease_until: Generated<number>;
  /** The scheduler (host, process, random part) holding the lease, or null. */
  holder: string | null;
  /** Successful runs, on every instance together. */
  runs: Generated<number>;
  /** Failed runs (each released the lease for a retry). */
  failures: Generated<number>;
  /** When the last successful run started. */
  last_run_at: number | null;
}

declare module './schema' {
  interface Database {
    job_leases: JobLeasesTable;
  }
}
