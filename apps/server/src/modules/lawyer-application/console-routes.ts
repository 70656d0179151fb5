import {
  adminApplicationItem,
  adminApplicationParams,
  adminApplicationQuery,
  API,
  applicationApproveBody,
  applicationRejectBody,
  pageOf,
} from '@lawbridge/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok, okResponse } from '../../core/envelope';
import { requireOperator } from '../operator/operator-auth';
import type { ConsoleRoutesPlugin } from '../operator/routes';
import { firmChangeConsoleRoutes } from './firm-change-console-routes';
import { createReviewService, type ReviewActor } from './review-service';

function actorOf(request: FastifyRequest): ReviewActor {
  return { operatorId: requireOperator(request).id, ip: request.ip };
}

/**
 * The console's application queue and decisions, and the queue of 执业机构 changes; registered inside the
 * operator scope.
 */
export const lawyerApplicationConsoleRoutes: ConsoleRoutesPlugin = async (app, options) => {
  await app.register(firmChangeConsoleRoutes, options);
  const reviews = createReviewService({
    db: app.db,
    clock: options.clock,
    directory: app.lawyerDirectory,
    links: app.imageLinks,
    notifier: app.notifier,
  });
  const tags = ['operator'];

  app.get(
    API.admin.applications,
    {
      schema: {
        tags,
        summary: '律师认证申请（最新在前）',
        querystring: adminApplicationQuery,
        response: okResponse(pageOf(adminApplicationItem)),
      },
    },
    async (request) => ok(await reviews.list(request.query)),
  );

  app.get(
    `${API.admin.applications}/:id`,
    {
      schema: {
        tags,
        summary: '律师认证申请详情',
        params: adminApplicationParams,
        response: okResponse(adminApplicationItem),
      },
    },
    async (request) => ok(await reviews.detail(request.params)),
  );

  app.post(
    API.admin.applicationApprove,
    {
      schema: { tags, summary: '通过律师认证', body: applicationApproveBody, response: okResponse(z.null()) },
    },
    async (request) => {
      await reviews.approve({ id: request.body.id, actor: actorOf(request) });
      return ok(null);
    },
  );

  app.post(
    API.admin.applicationReject,
    {
      schema: { tags, summary: '驳回律师认证', body: applicationRejectBody, response: okResponse(z.null()) },
    },
    async (request) => {
      await reviews.reject({ ...request.body, actor: actorOf(request) });
      return ok(null);
    },
  );
};
