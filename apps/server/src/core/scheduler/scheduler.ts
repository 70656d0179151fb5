import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { JobLeaseRepo } from './job-lease-repo';
import { createLeasedRuns } from './leased-runs';

/**
 * Where a job runs when several instances share the database (PRODUCT §17). `cluster`: once per interval
 * across all of them, by whichever instance takes the job's lease row (purges, cleanups, reconciliation,
 * release of held funds). `instance`: on every instance, for work that is itself claimed row by row (the
 * lifecycle timers), so each instance keeps working and the others take over a dead one's rows.
 */
export type JobScope = 'cluster' | 'instance';

/** A job run every `everyMs` by the scheduler. */
export interface IntervalJob {
  /** Names the job in logs and its lease row; unique per scheduler. */
  name: string;
  scope: JobScope;
  everyMs: number;
  /** Cluster jobs: how long a run may take before another instance may start it (DEFAULT_LEASE_MS). */
  leaseMs?: number;
  run(): Promise<unknown>;
}

/** How often the scheduler looks for due jobs (real time); due-ness itself is judged by the clock. */
export const DEFAULT_TICK_MS = 5000;

interface JobState {
  job: IntervalJob;
  /** Instance jobs: clock time at or after which the job runs next (cluster jobs keep it in their row). */
  dueAt: number;
  running: Promise<void> | null;
}

/**
 * Interval jobs inside the server process (PRODUCT §15, §17). Modules register jobs; once started, a real
 * timer ticks every `tickMs` and runs each job whose time has come by the injected clock, so tests drive
 * it by moving their clock and calling `tick()`. A job runs first right after start (so work that fell due
 * while the server was down is done at once), then `everyMs` after each successful run; a run that throws
 * is logged and tried again on the next tick (a cluster job on any instance's next tick). A job never
 * overlaps itself here; `stop()` waits for runs in progress. `jobEveryMs` replaces every job's interval
 * (tests of several instances only).
 */
export function createScheduler(deps: {
  clock: Clock;
  log: FastifyBaseLogger;
  leases: JobLeaseRepo;
  tickMs?: number;
  jobEveryMs?: number;
}) {
  const { clock, log } = deps;
  const tickMs = deps.tickMs ?? DEFAULT_TICK_MS;
  const leased = createLeasedRuns({ leases: deps.leases, clock, log });
  const jobs = new Map<string, JobState>();
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  function every(job: IntervalJob): void {
    if (jobs.has(job.name)) throw new Error(`scheduler job ${job.name} is registered twice`);
    if (!(job.everyMs > 0)) throw new Error(`scheduler job ${job.name} needs a positive interval`);
    const everyMs = deps.jobEveryMs ?? job.everyMs;
    jobs.set(job.name, { job: { ...job, everyMs }, dueAt: clock.now(), running: null });
  }

  /** Runs the job (a cluster job only if this instance takes its lease); answers when it started, or null. */
  async function runHere(state: JobState): Promise<number | null> {
    const { job } = state;
    if (job.scope === 'cluster') return leased.runIfDue(job);
    const startedAt = clock.now();
    await job.run();
    state.dueAt = startedAt + job.everyMs;
    return startedAt;
  }

  async function runOnce(state: JobState): Promise<void> {
    const { name, scope } = state.job;
    try {
      const startedAt = await runHere(state);
      if (startedAt !== null) log.debug({ job: name, scope, startedAt }, 'scheduled job done');
    } catch (error) {
      log.error({ err: error, job: name }, 'scheduled job failed; retrying on the next tick');
    }
  }

  /**
   * Runs every due job that is not already running; resolves when those runs, and any run already in
   * progress, have finished. Cluster jobs ask their lease row whether they are due.
   */
  async function tick(): Promise<void> {
    if (stopped) return;
    const now = clock.now();
    const runs: Array<Promise<void>> = [];
    for (const state of jobs.values()) {
      if (state.running) runs.push(state.running);
      if (state.running || (state.job.scope === 'instance' && state.dueAt > now)) continue;
      state.running = runOnce(state).finally(() => {
        state.running = null;
      });
      runs.push(state.running);
    }
    await Promise.all(runs);
  }

  return {
    every,
    tick,
    start(): void {
      if (timer || stopped) return;
      timer = setInterval(() => void tick(), tickMs);
      timer.unref();
      void tick();
    },
    /** Stops for good: no tick runs a job after this. */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await Promise.all([...jobs.values()].map((state) => state.running));
    },
    /** Registered job names, for diagnostics and tests. */
    jobNames: (): string[] => [...jobs.keys()],
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;
