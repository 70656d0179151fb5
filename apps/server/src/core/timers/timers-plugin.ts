import fp from 'fastify-plugin';
import type { Clock } from '../clock';
import { createTimerWorker, type TimerWorker } from './timer-worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** Due work in the `timers` table: modules register a handler per timer kind while the app is built. */
    timers: TimerWorker;
  }
}

/** How often (real time) the scheduler looks for due timers. */
const TIMERS_EVERY_MS = 5_000;

/**
 * `app.timers` (PRODUCT §15): one worker for every module's timers, run by the scheduler, so a timer
 * that fell due while the server was down fires at the first run after start.
 */
export const timersPlugin = fp<{ clock: Clock }>(
  async (app, options) => {
    const timers = createTimerWorker({
      db: app.db,
      clock: options.clock,
      log: app.log.child({ component: 'timers' }),
    });
    app.decorate('timers', timers);
    // Every instance works due timers: rows are claimed one by one, so a dead instance's are taken over.
    app.scheduler.every({
      name: 'timers',
      scope: 'instance',
      everyMs: TIMERS_EVERY_MS,
      run: () => timers.runDue(),
    });
  },
  { name: 'timers', dependencies: ['db', 'scheduler'] },
);
