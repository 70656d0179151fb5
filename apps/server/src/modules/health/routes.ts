import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../../core/db/db-plugin';

const healthStatus = z.object({ status: z.enum(['ok', 'ready', 'unavailable']) });

/** Liveness (`/healthz`: the process answers) and readiness (`/readyz`: the database answers). */
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
      schema: { tags: ['health'], summary: '数据库可用', response: { 200: healthStatus, 503: healthStatus } },
    },
    async (_request, reply) =>
      (await pingDatabase(app.db))
        ? { status: 'ready' as const }
        : reply.status(503).send({ status: 'unavailable' as const }),
  );
};
