import { API, areaTree, degreeList, legalTypeTree, orderConfigList } from '@lawbridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '../../core/envelope';
import { sendCacheable } from './cacheable-reply';
import { createCommonRepo } from './repo';
import { createCommonService } from './service';

/** Public common data (PRODUCT §4); every answer carries an ETag and honours If-None-Match. */
export const commonRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = createCommonService({ repo: createCommonRepo(app.db) });
  const tags = ['common'];

  app.get(
    API.areaTree,
    {
      config: { access: 'public' },
      schema: { tags, summary: '省市区（GB/T 2260）', response: okResponse(areaTree) },
    },
    async (request, reply) => sendCacheable(request, reply, common.areaTree()),
  );

  app.get(
    API.legalTypeTree,
    {
      config: { access: 'public' },
      schema: { tags, summary: '律师擅长领域（两级）', response: okResponse(legalTypeTree) },
    },
    async (request, reply) => sendCacheable(request, reply, await common.legalTypeTree()),
  );

  app.get(
    API.degrees,
    { config: { access: 'public' }, schema: { tags, summary: '学历', response: okResponse(degreeList) } },
    async (request, reply) => sendCacheable(request, reply, await common.degrees()),
  );

  app.get(
    API.paymentConfig,
    {
      config: { access: 'public' },
      schema: { tags, summary: '订单配置（价格单位：分）', response: okResponse(orderConfigList) },
    },
    async (request, reply) => sendCacheable(request, reply, await common.orderConfigs()),
  );
};
