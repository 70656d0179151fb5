import {
  adminAppealDecisionBody,
  adminAppealDetail,
  adminAppealItem,
  adminAppealParams,
  adminAppealQuery,
  adminStrikeLawyer,
  adminStrikeLiftBody,
  adminStrikeQuery,
  API,
  pageOf,
} from '@lawbridge/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok, okResponse } from '../../core/envelope';
import { requireOperator } from '../operator/operator-auth';
import type { ConsoleRoutesPlugin } from '../operator/routes';
import { createConsoleAppeals } from './console-service';

const actorOf = (request: FastifyRequest) => ({ operatorId: requireOperator(request).id, ip: request.ip });

/** The console's appeals and strikes; inside the operator scope. */
export const appealConsoleRoutes: ConsoleRoutesPlugin = async (app, options) => {
  const appeals = createConsoleAppeals({
    db: app.db,
    clock: options.clock,
    service: app.appealService,
    links: app.imageLinks,
  });
  const tags = ['operator'];

  app.get(
    API.admin.appeals,
    {
      schema: {
        tags,
        summary: '申诉队列（状态、订单类型、申诉类型、订单号、律师姓名筛选）',
        querystring: adminAppealQuery,
        response: okResponse(pageOf(adminAppealItem)),
      },
    },
    async (request) => ok(await appeals.list(request.query)),
  );

  app.get(
    `${API.admin.appeals}/:id`,
    {
      schema: {
        tags,
        summary: '申诉详情（双方证据、聊天记录、订单账务、律师违规记录）',
        params: adminAppealParams,
        response: okResponse(adminAppealDetail),
      },
    },
    async (request) => ok(await appeals.detail(request.params.id)),
  );

  app.post(
    API.admin.appealDecision,
    {
      schema: {
        tags,
        summary: '裁定申诉（全额退款、部分退款或驳回，附理由）',
        body: adminAppealDecisionBody,
        response: okResponse(z.null()),
      },
    },
    async (request) => {
      await appeals.decide({ body: request.body, actor: actorOf(request) });
      return ok(null);
    },
  );

  app.get(
    API.admin.lawyerStrikes,
    {
      schema: {
        tags,
        summary: '律师违规记录（被暂停接单的在前）',
        querystring: adminStrikeQuery,
        response: okResponse(pageOf(adminStrikeLawyer)),
      },
    },
    async (request) => ok(await appeals.strikes(request.query)),
  );

  app.post(
    API.admin.lawyerStrikeLift,
    {
      schema: {
        tags,
        summary: '解除律师违规暂停',
        body: adminStrikeLiftBody,
        response: okResponse(z.null()),
      },
    },
    async (request) => {
      await appeals.lift({ body: request.body, actor: actorOf(request) });
      return ok(null);
    },
  );
};
