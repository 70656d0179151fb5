import { API, contentKeyParams, contentPage } from '@lawbridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../core/clock';
import { okResponse } from '../../core/envelope';
import { sendCacheable } from '../common/cacheable-reply';
import { createContentService } from './service';

/** Public content pages (PRODUCT §13); answers carry an ETag and honour If-None-Match. */
export const contentRoutes: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, options) => {
  const content = createContentService({ db: app.db, clock: options.clock });

  app.get(
    `${API.content}/:key`,
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: '内容页（关于、联系我们、协议、审核机制）',
        params: contentKeyParams,
        response: okResponse(contentPage),
      },
    },
    async (request, reply) => sendCacheable(request, reply, await content.page(request.params.key)),
  );
};
