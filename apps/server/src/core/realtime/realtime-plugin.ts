import fp from 'fastify-plugin';
import { createLocalHub, type RealtimeHub } from './hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivery of frames to connected users: chat messages, read receipts, notifications. */
    realtime: RealtimeHub;
  }
}

/** The realtime hub of the app (in process), closed with it. */
export const realtimePlugin = fp(
  async (app) => {
    const hub = createLocalHub();
    app.decorate('realtime', hub);
    app.addHook('onClose', () => hub.close());
  },
  { name: 'realtime' },
);
