import { API, feedbackBody, feedbackItem, pageOf, pageQuery } from '@lawbridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../core/auth/auth-plugin';
import type { Clock } from '../../core/clock';
import { ok, okResponse } from '../../core/envelope';
import { createFeedbackService } from './service';

/** 留言反馈 for logged-in users: send one, and read their own with the replies. */
export const feedbackRoutes: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, options) => {
  const feedback = createFeedbackService({
    db: app.db,
    clock: options.clock,
    links: app.imageLinks,
    notifier: app.notifier,
  });
  const tags = ['feedback'];

  app.post(
    API.feedback,
    {
      config: { access: 'user' },
      schema: { tags, summary: '提交留言反馈', body: feedbackBody, response: okResponse(feedbackItem) },
    },
    async (request) => ok(await feedback.submit({ userId: requireUser(request).id, body: request.body })),
  );

  app.get(
    API.feedback,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '我的留言反馈（最新在前，含平台回复）',
        querystring: pageQuery,
        response: okResponse(pageOf(feedbackItem)),
      },
    },
    async (request) => ok(await feedback.listOwn({ userId: requireUser(request).id, query: request.query })),
  );
};
