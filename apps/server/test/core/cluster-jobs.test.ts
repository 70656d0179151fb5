import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/core/logger';
import { createJobLeaseRepo } from '../../src/core/scheduler/job-lease-repo';
import { createScheduler, type IntervalJob } from '../../src/core/scheduler/scheduler';
import { createSharedDatabase, type SharedDatabase } from '../helpers/shared-database';
import { createTestClock, type TestClock } from '../helpers/test-clock';

const MINUTE = 60_000;
const silent = createLogger('silent');

let database: SharedDatabase;
let clock: TestClock;
beforeEach(async () => {
  database = await createSharedDatabase();
  clock = createTestClock();
});
afterEach(() => database.close());

/** A scheduler as one instance runs it: its own connection to the shared database, the common clock. */
function instance(log: FastifyBaseLogger = silent) {
  return createScheduler({ clock, log, leases: createJobLeaseRepo(database.connect()) });
}

const leaseRow = (name: string) =>
  database.connect().selectFrom('job_leases').selectAll().where('name', '=', name).executeTakeFirstOrThrow();

/** The same job registered on each scheduler, counting the runs of each. */
function everywhere(
  schedulers: Array<ReturnType<typeof instance>>,
  job: Omit<IntervalJob, 'run'>,
  run: (index: number) => Promise<void> = async () => {},
) {
  const runs = schedulers.map(() => 0);
  schedulers.forEach((scheduler, index) =>
    scheduler.every({
      ...job,
      run: async () => {
        runs[index] = (runs[index] ?? 0) + 1;
        await run(index);
      },
    }),
  );
  return { runs, total: () => runs.reduce((sum, count) => sum + count, 0) };
}

const bothTick = (schedulers: Array<ReturnType<typeof instance>>) =>
  Promise.all(schedulers.map((scheduler) => scheduler.tick()));

describe('cluster jobs on several schedulers sharing one database', () => {
  it('run once per interval between them, while an instance job runs on each', async () => {
    const schedulers = [instance(), instance()];
    const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 5));
    const purge = everywhere(schedulers, { name: 'purge', scope: 'cluster', everyMs: 10 * MINUTE }, pause);
    const local = everywhere(schedulers, { name: 'local', scope: 'instance', everyMs: 10 * MINUTE });

    await bothTick(schedulers);
    await bothTick(schedulers);
    expect(purge.total()).toBe(1);
    expect(local.runs).toEqual([1, 1]);
    clock.advance(10 * MINUTE - 1);
    await bothTick(schedulers);
    expect(purge.total()).toBe(1);
    for (let interval = 1; interval <= 6; interval += 1) {
      clock.advance(interval === 1 ? 1 : 10 * MINUTE);
      await bothTick(schedulers);
      await bothTick(schedulers);
      expect(purge.total()).toBe(1 + interval);
    }
    expect(local.runs).toEqual([7, 7]);
    const row = await leaseRow('purge');
    expect(row).toMatchObject({ runs: 7, failures: 0, lease_until: 0, holder: null });
    expect(row.next_due_at).toBe(clock.now() + 10 * MINUTE);
  });

  it('retry a failed run on the next tick of any instance, then keep the interval from the retry', async () => {
    const schedulers = [instance(), instance()];
    const job = everywhere(
      schedulers,
      { name: 'flaky', scope: 'cluster', everyMs: 10 * MINUTE },
      async (index) => {
        if (index === 0) throw new Error('database unavailable');
      },
    );

    await schedulers[0]!.tick();
    expect(job.runs).toEqual([1, 0]);
    expect(await leaseRow('flaky')).toMatchObject({ runs: 0, failures: 1, lease_until: 0 });
    clock.advance(MINUTE);
    await schedulers[1]!.tick();
    expect(job.runs).toEqual([1, 1]);
    const row = await leaseRow('flaky');
    expect(row).toMatchObject({ runs: 1, failures: 1, last_run_at: clock.now() });
    expect(row.next_due_at).toBe(clock.now() + 10 * MINUTE);
    await bothTick(schedulers);
    expect(job.runs).toEqual([1, 1]);
  });

  it('take over the job of a holder that died mid-run once its lease has expired; the late holder changes nothing', async () => {
    const warnings: string[] = [];
    const recording = { ...silent, warn: (_fields: object, message: string) => warnings.push(message) };
    const schedulers = [instance(recording as unknown as FastifyBaseLogger), instance()];
    let wakeDead: () => void = () => {};
    const job = everywhere(
      schedulers,
      { name: 'release-funds', scope: 'cluster', everyMs: 10 * MINUTE, leaseMs: 2 * MINUTE },
      (index) => (index === 0 ? new Promise<void>((resolve) => (wakeDead = resolve)) : Promise.resolve()),
    );

    const hanging = schedulers[0]!.tick();
    const deadline = Date.now() + 10_000;
    // The first tick adds the job's row, then takes its lease: wait for both (a busy database is slow).
    const leaseHolder = () =>
      database
        .connect()
        .selectFrom('job_leases')
        .select('holder')
        .where('name', '=', 'release-funds')
        .executeTakeFirst();
    while (((await leaseHolder())?.holder ?? null) === null) {
      if (Date.now() > deadline) throw new Error('the first instance never took the lease');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await schedulers[1]!.tick();
    expect(job.runs).toEqual([1, 0]);
    clock.advance(2 * MINUTE - 1);
    await schedulers[1]!.tick();
    expect(job.runs).toEqual([1, 0]);
    clock.advance(1);
    await schedulers[1]!.tick();
    expect(job.runs).toEqual([1, 1]);
    const taken = await leaseRow('release-funds');
    expect(taken).toMatchObject({ runs: 1, holder: null, next_due_at: clock.now() + 10 * MINUTE });

    wakeDead();
    await hanging;
    expect(await leaseRow('release-funds')).toEqual(taken);
    expect(warnings).toEqual(['job outlived its lease; another instance may have run it too']);
  });
});
