import fp from 'fastify-plugin';
import type { Clock } from '../clock';
import { createScheduler, type Scheduler } from './scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: Scheduler;
  }
}

/**
 * `app.scheduler`: modules register interval jobs while the app is built; the timer starts when the app
 * is ready and stops on close, after the runs in progress (closing hooks run in reverse order, so this
 * happens before the database closes).
 */
export const schedulerPlugin = fp<{ clock: Clock; tickMs?: number }>(
  async (app, options) => {
    const scheduler = createScheduler({
      clock: options.clock,
      log: app.log.child({ component: 'scheduler' }),
      ...(options.tickMs === undefined ? {} : { tickMs: options.tickMs }),
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
