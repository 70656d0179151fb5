import { API, walletQuery, walletSummary } from '@lawbridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../core/auth/auth-plugin';
import type { Clock } from '../../core/clock';
import { ok, okResponse } from '../../core/envelope';
import { releaseDueIncome } from './release-job';
import { walletOf } from './service';

/** How often held income whose time has come is released (a minute at most after its time). */
const RELEASE_EVERY_MS = 60_000;

/** 钱包明细 for lawyers, and the release of held income. */
export const walletRoutes: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, options) => {
  app.scheduler.every({
    name: 'income-release',
    scope: 'cluster',
    everyMs: RELEASE_EVERY_MS,
    run: async () => ({ released: await releaseDueIncome(app.db, options.clock.now()) }),
  });

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
          type: request.query.type,
        }),
      ),
  );
};
