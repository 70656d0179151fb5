import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthStatus = z.object({ status: z.enum(['ok', 'ready', 'unavailable']) });
const readyStatus = healthStatus.extend({
  /** The dependencies that did not answer (database, redis, storage), or `shutting-down`. */
  failing: z.array(z.string()).optional(),
});

/**
 * Liveness (`/healthz`: the process answers) and readiness (`/readyz`: the database, Redis when configured
 * and the file storage answer, and the instance is not shutting down; asked afresh on every call).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      config: { access: 'public' },
      schema: { tags: ['health'], summary: '进程存活', response: { 200: healthStatus } },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: '可以接收请求（数据库、Redis、文件存储均可用，且未在停机）',
        response: { 200: readyStatus, 503: readyStatus },
      },
    },
    async (_request, reply) => {
      const { ready, failing } = await app.readiness.report();
      if (ready) return { status: 'ready' as const };
      const reasons = failing.length > 0 ? failing : ['shutting-down'];
      return reply.status(503).send({ status: 'unavailable' as const, failing: reasons });
    },
  );
};
