import { API, walletQuery, walletSummary } from '@lawbridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../core/auth/auth-plugin';
import { ok, okResponse } from '../../core/envelope';
import { walletOf } from './service';

/** 钱包明细 for lawyers. */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.lawyerWallet,
    {
      config: { access: 'lawyer' },
      schema: {
        tags: ['wallet'],
        summary: '钱包明细',
        querystring: walletQuery,
        response: okResponse(walletSummary),
      },
    },
    async (request) =>
      ok(
        await walletOf(app.db, {
          userId: requireUser(request).id,
          page: request.query.page,
          pageSize: request.query.page_size,
        }),
      ),
  );
};
