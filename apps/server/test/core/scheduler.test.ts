import Fastify, { type FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createJobLeaseRepo, type JobLeaseRepo } from '../../src/core/scheduler/job-lease-repo';
import { createScheduler } from '../../src/core/scheduler/scheduler';
import { schedulerPlugin } from '../../src/core/scheduler/scheduler-plugin';
import { createLogger } from '../../src/core/logger';
import { createSharedDatabase, type SharedDatabase } from '../helpers/shared-database';
import { createTestClock } from '../helpers/test-clock';

const silent = createLogger('silent');

let database: SharedDatabase;
let leases: JobLeaseRepo;
beforeAll(async () => {
  database = await createSharedDatabase();
  leases = createJobLeaseRepo(database.connect());
});
afterAll(() => database.close());

/** The scheduler plugin's dependency, on the test's database. */
const realDb = fp(
  async (app) => {
    app.decorate('db', database.connect());
  },
  { name: 'db' },
);

function recordingLog() {
  const errors: Array<{ job: string; message: string }> = [];
  const log = {
    ...silent,
    error: (fields: { job: string; err: Error }) =>
      errors.push({ job: fields.job, message: fields.err.message }),
  } as unknown as FastifyBaseLogger;
  return { log, errors };
}

const MINUTE = 60 * 1000;

describe('scheduler', () => {
  it('runs a job on the first tick, then once its interval has passed on the clock', async () => {
    const clock = createTestClock();
    const scheduler = createScheduler({ clock, log: silent, leases });
    const run = vi.fn(async () => {});
    scheduler.every({ name: 'sweep', scope: 'instance', everyMs: 10 * MINUTE, run });

    await scheduler.tick();
    await scheduler.tick();
    expect(run).toHaveBeenCalledTimes(1);
    clock.advance(10 * MINUTE - 1);
    await scheduler.tick();
    expect(run).toHaveBeenCalledTimes(1);
    clock.advance(1);
    await scheduler.tick();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('logs a failing run and retries it on the next tick, then keeps its interval', async () => {
    const clock = createTestClock();
    const { log, errors } = recordingLog();
    const scheduler = createScheduler({ clock, log, leases });
    let calls = 0;
    scheduler.every({
      name: 'flaky',
      scope: 'instance',
      everyMs: 10 * MINUTE,
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('database unavailable');
      },
    });
    const steady = vi.fn(async () => {});
    scheduler.every({ name: 'steady', scope: 'instance', everyMs: 10 * MINUTE, run: steady });

    await scheduler.tick();
    expect(errors).toEqual([{ job: 'flaky', message: 'database unavailable' }]);
    expect(steady).toHaveBeenCalledTimes(1);
    await scheduler.tick();
    expect(calls).toBe(2);
    await scheduler.tick();
    expect(calls).toBe(2);
    expect(steady).toHaveBeenCalledTimes(1);
  });

  it('never overlaps a run with itself, and stop waits for the run in progress', async () => {
    const clock = createTestClock();
    const scheduler = createScheduler({ clock, log: silent, leases });
    let finish: () => void = () => {};
    let runs = 0;
    let finished = false;
    scheduler.every({
      name: 'slow',
      scope: 'instance',
      everyMs: MINUTE,
      run: async () => {
        runs += 1;
        await new Promise<void>((resolve) => {
          finish = resolve;
        });
        finished = true;
      },
    });
    const first = scheduler.tick();
    clock.advance(5 * MINUTE);
    await Promise.race([scheduler.tick(), new Promise((resolve) => setTimeout(resolve, 20))]);
    expect(runs).toBe(1);

    const stopped = scheduler.stop();
    finish();
    await stopped;
    await first;
    expect(finished).toBe(true);
    clock.advance(5 * MINUTE);
    await scheduler.tick();
    expect(runs).toBe(1);
  });

  it('refuses a job name twice and a non-positive interval', () => {
    const scheduler = createScheduler({ clock: createTestClock(), log: silent, leases });
    scheduler.every({ name: 'a', scope: 'instance', everyMs: 1, run: async () => {} });
    expect(() => scheduler.every({ name: 'a', scope: 'instance', everyMs: 1, run: async () => {} })).toThrow(
      /twice/,
    );
    expect(() => scheduler.every({ name: 'b', scope: 'instance', everyMs: 0, run: async () => {} })).toThrow(
      /positive/,
    );
  });

  it('as an app plugin: starts ticking when the app is ready and stops on close', async () => {
    const clock = createTestClock();
    const app = Fastify({ loggerInstance: silent });
    await app.register(realDb);
    await app.register(schedulerPlugin, { clock, tickMs: 5 });
    const run = vi.fn(async () => {});
    app.scheduler.every({ name: 'job', scope: 'instance', everyMs: MINUTE, run });

    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(run).not.toHaveBeenCalled();
    await app.ready();
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    clock.advance(MINUTE);
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(2));

    await app.close();
    clock.advance(MINUTE);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('runs what is due at once when it starts, not a tick later (timers that fell due while down)', async () => {
    const clock = createTestClock();
    const app = Fastify({ loggerInstance: silent });
    await app.register(realDb);
    await app.register(schedulerPlugin, { clock, tickMs: 60_000 });
    const run = vi.fn(async () => {});
    app.scheduler.every({ name: 'job', scope: 'instance', everyMs: MINUTE, run });
    await app.ready();
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1), { timeout: 1_000 });
    await app.close();
  });
});
