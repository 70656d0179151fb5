import fp from 'fastify-plugin';
import { createClusterHub } from './cluster-hub';
import type { RealtimeHub } from './hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivery of frames to connected users: chat messages, read receipts, notifications. */
    realtime: RealtimeHub;
  }
}

/**
 * The realtime hub of the app, closed with it, over the cluster bus: in process by default; with
 * REDIS_URL through Redis pub/sub, so a user connected to one instance hears what was sent through
 * another (PRODUCT §17).
 */
export const realtimePlugin = fp(
  async (app) => {
    const hub = await createClusterHub(app.cluster);
    app.decorate('realtime', hub);
    app.addHook('onClose', () => hub.close());
  },
  { name: 'realtime', dependencies: ['cluster'] },
);
