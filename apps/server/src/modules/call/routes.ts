import fp from 'fastify-plugin';
import { API, callBinding, callOrderBody, callOrderQuery, callOverview } from '@lawbridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../core/auth/auth-plugin';
import type { Clock } from '../../core/clock';
import { ok, okResponse } from '../../core/envelope';
import { CallNotifyRefused, type CallProvider } from '../../providers/call';
import { createCallService } from './service';

/** How often bindings of ended orders are unbound (a minute at most after the order ended). */
const UNBIND_EVERY_MS = 60_000;

/** What the vendor's push expects back: anything else makes it send the records again. */
const NOTIFY_RECEIVED = { code: 0, msg: '成功' };

/** 电话咨询 through privacy numbers (issue 15): the middle number, the calls, the provider's notify. */
const callRoutesPlugin: FastifyPluginAsyncZod<{ clock: Clock; provider: CallProvider }> = async (
  app,
  options,
) => {
  const { provider } = options;
  const service = createCallService({ db: app.db, clock: options.clock, provider, log: app.log });
  const tags = ['call'];

  app.scheduler.every({
    name: 'call-unbind',
    scope: 'cluster',
    everyMs: UNBIND_EVERY_MS,
    run: async () => ({ unbound: await service.unbindEndedOrders() }),
  });

  app.get(
    API.call,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: '电话咨询：隐私号与通话记录（订单双方）',
        querystring: callOrderQuery,
        response: okResponse(callOverview),
      },
    },
    async (request) =>
      ok(await service.overview({ userId: requireUser(request).id, orderNo: request.query.order_no })),
  );

  app.post(
    API.callBind,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: '电话咨询：取得（或重新绑定）隐私号（订单双方）',
        body: callOrderBody,
        response: okResponse(callBinding),
      },
    },
    async (request) =>
      ok(await service.bind({ userId: requireUser(request).id, orderNo: request.body.order_no })),
  );

  app.post(
    `${API.callNotify}/:provider`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '隐私号平台的通话记录推送',
        params: z.object({ provider: z.enum(['sandbox', 'aliyun'], { error: '隐私号平台不正确' }) }),
      },
    },
    async (request, reply) => {
      if (request.params.provider !== provider.name) return reply.code(404).send();
      try {
        await service.receiveNotify(request.body);
      } catch (error) {
        if (error instanceof CallNotifyRefused)
          return reply.code(400).send({ code: 1, msg: '通话记录格式不正确' });
        throw error;
      }
      return reply.send(NOTIFY_RECEIVED);
    },
  );
};

export const callRoutes = fp(callRoutesPlugin, { name: 'calls', dependencies: ['db', 'scheduler'] });
