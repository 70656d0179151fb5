import {
  API,
  lawyerReviewsQuery,
  lawyerReviewsResult,
  orderReviewResult,
  ownReviewsQuery,
  ownReviewsResult,
  reviewCreateBody,
  reviewOrderQuery,
  reviewReplyBody,
} from '@lawbridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../core/auth/auth-plugin';
import type { Clock } from '../../core/clock';
import { ok, okResponse } from '../../core/envelope';
import { createReviewService } from './service';

/** Reviews for customers (write, read their order's), lawyers (我的评价, reply) and everyone (a lawyer's list). */
export const reviewRoutes: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, options) => {
  const reviews = createReviewService({
    db: app.db,
    clock: options.clock,
    directory: app.lawyerDirectory,
    notifier: app.notifier,
  });
  const tags = ['review'];

  app.post(
    API.review,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: '评价已完成的订单（仅订单用户，每单一次）',
        body: reviewCreateBody,
        response: okResponse(orderReviewResult),
      },
    },
    async (request) => ok(await reviews.create({ userId: requireUser(request).id, body: request.body })),
  );

  app.get(
    API.review,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '律师的全部评价（最新在前，不含已隐藏）及评分、标签统计',
        querystring: lawyerReviewsQuery,
        response: okResponse(lawyerReviewsResult),
      },
    },
    async (request) => {
      const { lawyer_uuid, ...query } = request.query;
      return ok(await reviews.ofLawyer({ lawyerUuid: lawyer_uuid, query }));
    },
  );

  app.get(
    API.reviewOfOrder,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: '订单的评价（订单双方）及用户能否评价',
        querystring: reviewOrderQuery,
        response: okResponse(orderReviewResult),
      },
    },
    async (request) =>
      ok(await reviews.ofOrder({ userId: requireUser(request).id, orderNo: request.query.order_no })),
  );

  app.get(
    API.lawyerReviews,
    {
      config: { access: 'lawyer' },
      schema: {
        tags,
        summary: '我的评价（律师本人，最新在前）及评分、标签统计',
        querystring: ownReviewsQuery,
        response: okResponse(ownReviewsResult),
      },
    },
    async (request) => ok(await reviews.own({ userId: requireUser(request).id, query: request.query })),
  );

  app.post(
    API.lawyerReviewReply,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: '律师回复评价（每条一次，24小时内可修改）',
        body: reviewReplyBody,
        response: okResponse(orderReviewResult),
      },
    },
    async (request) => ok(await reviews.reply({ userId: requireUser(request).id, body: request.body })),
  );
};
