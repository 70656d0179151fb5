import fp from 'fastify-plugin';
import { pingDatabase } from '../db/db-plugin';
import { createReadiness, type Readiness } from './readiness';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this instance can serve; modules add the dependencies they own. */
    readiness: Readiness;
  }
}

const MSG_NOT_READY = '服务暂时不可用，请稍后再试';
/** Health probes answer for themselves; everything else waits for an instance that is ready. */
const ALWAYS_ANSWERED = new Set(['/healthz', '/readyz']);

/**
 * `app.readiness` (core/readiness/readiness.ts) with the database as its first dependency. While the gate
 * is closed (a dependency down, or shutting down) every other request is answered 503 at once, before
 * anything is read or written, so a proxy in front can send it to another instance.
 */
export const readinessPlugin = fp(
  async (app) => {
    const readiness = createReadiness(app.log.child({ component: 'readiness' }));
    readiness.add({
      name: 'database',
      check: async () => {
        if (!(await pingDatabase(app.db))) throw new Error('the database does not answer');
      },
    });
    app.decorate('readiness', readiness);
    app.addHook('onRequest', async (request, reply) => {
      if (readiness.isOpen() || ALWAYS_ANSWERED.has(request.url.split('?')[0]!)) return;
      return reply.status(503).header('retry-after', '2').send({ code: 7, msg: MSG_NOT_READY, data: null });
    });
    app.addHook('onReady', async () => readiness.start());
    app.addHook('preClose', async () => readiness.drain());
    app.addHook('onClose', async () => readiness.stop());
  },
  { name: 'readiness', dependencies: ['db'] },
);
