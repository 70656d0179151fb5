import {
  adminFeedbackItem,
  adminFeedbackParams,
  adminFeedbackQuery,
  API,
  feedbackReplyBody,
  pageOf,
} from '@lawbridge/contract';
import { z } from 'zod';
import { ok, okResponse } from '../../core/envelope';
import { requireOperator } from '../operator/operator-auth';
import type { ConsoleRoutesPlugin } from '../operator/routes';
import { createFeedbackService } from './service';

/** Console: the feedback inbox, one feedback, and replying. Registered inside the operator scope. */
export const feedbackConsoleRoutes: ConsoleRoutesPlugin = async (app, options) => {
  const feedback = createFeedbackService({
    db: app.db,
    clock: options.clock,
    links: app.imageLinks,
    notifier: app.notifier,
  });
  const tags = ['operator'];

  app.get(
    API.admin.feedback,
    {
      schema: {
        tags,
        summary: '留言反馈（最新在前，可按是否已处理筛选）',
        querystring: adminFeedbackQuery,
        response: okResponse(pageOf(adminFeedbackItem)),
      },
    },
    async (request) => ok(await feedback.inbox(request.query)),
  );

  app.get(
    `${API.admin.feedback}/:id`,
    {
      schema: {
        tags,
        summary: '一条留言反馈（操作日志等处打开）',
        params: adminFeedbackParams,
        response: okResponse(adminFeedbackItem),
      },
    },
    async (request) => ok(await feedback.inboxItem(request.params)),
  );

  app.post(
    API.admin.feedbackReply,
    {
      schema: {
        tags,
        summary: '回复留言反馈并标记为已处理',
        body: feedbackReplyBody,
        response: okResponse(z.null()),
      },
    },
    async (request) => {
      const actor = { operatorId: requireOperator(request).id, ip: request.ip };
      await feedback.reply({ ...request.body, actor });
      return ok(null);
    },
  );
};
