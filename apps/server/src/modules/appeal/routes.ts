import fp from 'fastify-plugin';
import {
  API,
  appealActionBody,
  appealAnswerBody,
  appealCreateBody,
  appealDetail,
  appealEligibility,
  appealEligibilityQuery,
  appealListQuery,
  appealQuery,
  appealSummary,
  pageOf,
} from '@lawbridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../core/auth/auth-plugin';
import type { Clock } from '../../core/clock';
import { ok, okResponse } from '../../core/envelope';
import { createAppealService, type AppealService } from './service';
import { createUserAppeals } from './user-appeals';

declare module 'fastify' {
  interface FastifyInstance {
    /** Appeal transitions, for the console's decisions. */
    appealService: AppealService;
  }
}

/** Appeals (申诉, PRODUCT §12a) for customers and lawyers, and their timers. */
const appealRoutesPlugin: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, options) => {
  const service = createAppealService({
    db: app.db,
    clock: options.clock,
    notifier: app.notifier,
    payments: app.payments,
    directory: app.lawyerDirectory,
  });
  service.registerTimers(app.timers);
  app.decorate('appealService', service);
  const appeals = createUserAppeals({ db: app.db, service, links: app.imageLinks });
  const tags = ['appeal'];

  app.post(
    API.appeals,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: '发起申诉（订单完成后7天内，每个订单同时只有一个处理中的申诉）',
        body: appealCreateBody,
        response: okResponse(appealDetail),
      },
    },
    async (request) => ok(await appeals.create({ userId: requireUser(request).id, body: request.body })),
  );

  app.get(
    API.appeals,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '我的申诉',
        querystring: appealListQuery,
        response: okResponse(pageOf(appealSummary)),
      },
    },
    async (request) =>
      ok(await appeals.listAsCustomer({ userId: requireUser(request).id, query: request.query })),
  );

  app.get(
    API.appealEligibility,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: '订单能否申诉（订单详情的申诉入口）',
        querystring: appealEligibilityQuery,
        response: okResponse(appealEligibility),
      },
    },
    async (request) =>
      ok(
        await appeals.eligibility({
          userId: requireUser(request).id,
          query: request.query,
          now: options.clock.now(),
        }),
      ),
  );

  app.get(
    API.appealDetail,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: '申诉详情（用户）',
        querystring: appealQuery,
        response: okResponse(appealDetail),
      },
    },
    async (request) =>
      ok(await appeals.detail({ userId: requireUser(request).id, id: request.query.id, side: 'customer' })),
  );

  app.post(
    API.appealAction,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: '接受或不接受律师的退款方案，或撤回申诉',
        body: appealActionBody,
        response: okResponse(appealDetail),
      },
    },
    async (request) => ok(await appeals.act({ userId: requireUser(request).id, body: request.body })),
  );

  app.get(
    API.lawyerAppeals,
    {
      config: { access: 'lawyer' },
      schema: {
        tags,
        summary: '律师收到的申诉',
        querystring: appealListQuery,
        response: okResponse(pageOf(appealSummary)),
      },
    },
    async (request) =>
      ok(await appeals.listAsLawyer({ userId: requireUser(request).id, query: request.query })),
  );

  app.get(
    API.lawyerAppealDetail,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: '申诉详情（律师）',
        querystring: appealQuery,
        response: okResponse(appealDetail),
      },
    },
    async (request) =>
      ok(await appeals.detail({ userId: requireUser(request).id, id: request.query.id, side: 'lawyer' })),
  );

  app.post(
    API.lawyerAppealAnswer,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: '律师答复申诉（提出退款或提出异议，48小时内）',
        body: appealAnswerBody,
        response: okResponse(appealDetail),
      },
    },
    async (request) => ok(await appeals.answer({ userId: requireUser(request).id, body: request.body })),
  );
};

/** Not encapsulated: the console decides through the service it decorates. */
export const appealRoutes = fp(appealRoutesPlugin, {
  name: 'appeals',
  dependencies: ['payments', 'timers', 'lawyer-directory'],
});
