import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';

/** A job run every `everyMs` by the scheduler. */
export interface IntervalJob {
  /** Names the job in logs; unique per scheduler. */
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

/** How often the scheduler looks for due jobs (real time); due-ness itself is judged by the clock. */
export const DEFAULT_TICK_MS = 5000;

interface JobState {
  job: IntervalJob;
  /** Clock time at or after which the job runs next. */
  dueAt: number;
  running: Promise<void> | null;
}

/**
 * Interval jobs inside the server process (PRODUCT §15 grows from here). Modules register jobs; once
 * started, a real timer ticks every `tickMs` and runs each job whose time has come by the injected
 * clock, so tests drive it by moving their clock and calling `tick()`. A job runs first right after
 * start (so timers that fell due while the server was down fire at once), then `everyMs` after each
 * successful run; a run that throws is logged and tried
 * again on the next tick. A job never overlaps itself; `stop()` waits for runs in progress.
 * With several instances every instance runs every job: jobs must be idempotent until scheduler locks
 * arrive with the scale-out work.
 */
export function createScheduler(deps: { clock: Clock; log: FastifyBaseLogger; tickMs?: number }) {
  const { clock, log } = deps;
  const tickMs = deps.tickMs ?? DEFAULT_TICK_MS;
  const jobs = new Map<string, JobState>();
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  function every(job: IntervalJob): void {
    if (jobs.has(job.name)) throw new Error(`scheduler job ${job.name} is registered twice`);
    if (!(job.everyMs > 0)) throw new Error(`scheduler job ${job.name} needs a positive interval`);
    jobs.set(job.name, { job, dueAt: clock.now(), running: null });
  }

  async function runOnce(state: JobState): Promise<void> {
    const startedAt = clock.now();
    try {
      await state.job.run();
      state.dueAt = startedAt + state.job.everyMs;
    } catch (error) {
      log.error({ err: error, job: state.job.name }, 'scheduled job failed; retrying on the next tick');
    }
  }

  /**
   * Runs every due job that is not already running; resolves when those runs, and any run already in
   * progress, have finished.
   */
  async function tick(): Promise<void> {
    if (stopped) return;
    const now = clock.now();
    const runs: Array<Promise<void>> = [];
    for (const state of jobs.values()) {
      if (state.running) runs.push(state.running);
      if (state.running || state.dueAt > now) continue;
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
