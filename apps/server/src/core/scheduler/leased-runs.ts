import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { JobLeaseRepo } from './job-lease-repo';

/**
 * How long a cluster job's lease lasts unless the job sets its own: a run must end within it (past it
 * another instance may start the job too), and a job whose holder died waits at most this long.
 */
export const DEFAULT_LEASE_MS = 5 * 60_000;

export interface LeasedJob {
  name: string;
  everyMs: number;
  leaseMs?: number;
  run(): Promise<unknown>;
}

/** Names one scheduler among the instances: host, process and a random part (a restart is someone new). */
const newHolderId = () => `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

/**
 * Runs of cluster-wide jobs (PRODUCT §17): a job runs here only when this instance takes its lease row,
 * which it can when the job is due and nobody holds a live lease. After a successful run the job is due
 * again `everyMs` after this run started and the lease is released; a failed run releases the lease with
 * the job still due and rethrows, so the next tick of any instance retries it.
 */
export function createLeasedRuns(deps: { leases: JobLeaseRepo; clock: Clock; log: FastifyBaseLogger }) {
  const { leases, clock, log } = deps;
  const holder = newHolderId();
  /** Jobs whose row this scheduler has made sure of. */
  const added = new Set<string>();

  /** Runs the job if it is due and this instance takes the lease; answers when it started, or null. */
  async function runIfDue(job: LeasedJob): Promise<number | null> {
    const startedAt = clock.now();
    if (!added.has(job.name)) {
      await leases.addIfMissing(job.name, startedAt);
      added.add(job.name);
    }
    const lease = { name: job.name, holder, until: startedAt + (job.leaseMs ?? DEFAULT_LEASE_MS) };
    if (!(await leases.claim(lease, startedAt))) return null;
    try {
      await job.run();
    } catch (error) {
      await leases.release(lease).catch((releaseError: unknown) => {
        log.error({ err: releaseError, job: job.name }, 'lease not released; it expires by itself');
      });
      throw error;
    }
    const kept = await leases.finish(lease, { startedAt, nextDueAt: startedAt + job.everyMs });
    if (!kept) log.warn({ job: job.name }, 'job outlived its lease; another instance may have run it too');
    return startedAt;
  }

  return { runIfDue };
}
