import fp from 'fastify-plugin';
import { createLocalBus, type ClusterBus } from './cluster-bus';
import { createRedisBus } from './redis-bus';

declare module 'fastify' {
  interface FastifyInstance {
    /** Messages to every instance: chat frames (core/realtime), cache invalidations (the lawyer directory). */
    cluster: ClusterBus;
  }
}

/**
 * The app's cluster bus, closed with it: in process by default; with REDIS_URL through Redis pub/sub,
 * which then counts for readiness (PRODUCT §17, §18).
 */
export const clusterPlugin = fp<{ redisUrl: string | null }>(
  async (app, options) => {
    const log = app.log.child({ component: 'cluster' });
    const bus = options.redisUrl ? await createRedisBus(options.redisUrl, log) : createLocalBus(log);
    app.decorate('cluster', bus);
    if (options.redisUrl) app.readiness.add({ name: 'redis', check: () => bus.ping() });
    app.addHook('onClose', () => bus.close());
  },
  { name: 'cluster', dependencies: ['readiness'] },
);
