import { adminReviewHiddenBody, adminReviewItem, adminReviewQuery, API, pageOf } from '@lawbridge/contract';
import { ok, okResponse } from '../../core/envelope';
import { requireOperator } from '../operator/operator-auth';
import type { ConsoleRoutesPlugin } from '../operator/routes';
import { createConsoleReviewService } from './console-service';

/** Console: every review (by rating, lawyer, hidden) and hiding or showing one with a reason. */
export const reviewConsoleRoutes: ConsoleRoutesPlugin = async (app, options) => {
  const reviews = createConsoleReviewService({
    db: app.db,
    clock: options.clock,
    directory: app.lawyerDirectory,
  });
  const tags = ['operator'];

  app.get(
    API.admin.reviews,
    {
      schema: {
        tags,
        summary: '评价管理（最新在前，可按评分、律师、是否隐藏筛选）',
        querystring: adminReviewQuery,
        response: okResponse(pageOf(adminReviewItem)),
      },
    },
    async (request) => ok(await reviews.list(request.query)),
  );

  app.post(
    API.admin.reviewHidden,
    {
      schema: {
        tags,
        summary: '隐藏或恢复评价（需填写原因，记入操作日志）',
        body: adminReviewHiddenBody,
        response: okResponse(adminReviewItem),
      },
    },
    async (request) => {
      const actor = { operatorId: requireOperator(request).id, ip: request.ip };
      return ok(await reviews.setHidden({ ...request.body, actor }));
    },
  );
};
