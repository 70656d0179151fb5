import fp from 'fastify-plugin';
import type { Clock } from '../clock';
import { createJobLeaseRepo } from './job-lease-repo';
import { createScheduler, DEFAULT_TICK_MS, type Scheduler } from './scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: Scheduler;
  }
}

/**
 * `app.scheduler`: modules register interval jobs while the app is built; the timer starts when the app
 * is ready and stops on close, after the runs in progress (closing hooks run in reverse order, so this
 * happens before the database closes). `jobEveryMs` (TEST_JOB_EVERY_MS, refused in production) runs
 * every job that often and looks for due jobs four times as often.
 */
export const schedulerPlugin = fp<{ clock: Clock; tickMs?: number; jobEveryMs?: number | null }>(
  async (app, options) => {
    const { jobEveryMs } = options;
    const tickMs = options.tickMs ?? (jobEveryMs ? Math.min(DEFAULT_TICK_MS, jobEveryMs / 4) : undefined);
    const scheduler = createScheduler({
      clock: options.clock,
      log: app.log.child({ component: 'scheduler' }),
      leases: createJobLeaseRepo(app.db),
      ...(tickMs === undefined ? {} : { tickMs }),
      ...(jobEveryMs ? { jobEveryMs } : {}),
    });
    app.decorate('scheduler', scheduler);
    app.addHook('onReady', async () => {
      scheduler.start();
    });
    app.addHook('onClose', async () => {
      await scheduler.stop();
    });
  },
  { name: 'scheduler', dependencies: ['db'] },
);
