import fp from 'fastify-plugin';
import { createLocalHub, type RealtimeHub } from './hub';
import { createRedisHub } from './redis-hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivery of frames to connected users: chat messages, read receipts, notifications. */
    realtime: RealtimeHub;
  }
}

/**
 * The realtime hub of the app, closed with it: in process by default; with REDIS_URL through Redis
 * pub/sub, so a user connected to one instance hears what was sent through another (PRODUCT §17).
 */
export const realtimePlugin = fp<{ redisUrl: string | null }>(
  async (app, options) => {
    const hub = options.redisUrl ? await createRedisHub(options.redisUrl, app.log) : createLocalHub();
    app.decorate('realtime', hub);
    if (options.redisUrl) app.readiness.add({ name: 'redis', check: () => hub.ping() });
    app.addHook('onClose', () => hub.close());
  },
  { name: 'realtime', dependencies: ['readiness'] },
);
