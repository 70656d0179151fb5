import {
  adminOrderSettings,
  adminRefundRequestItem,
  adminRefundRequestQuery,
  adminServiceOrderDetail,
  adminServiceOrderItem,
  adminServiceOrderParams,
  adminServiceOrderQuery,
  adminTranscriptPage,
  adminTranscriptQuery,
  API,
  commissionRateBody,
  pageOf,
  refundDecisionBody,
  serviceConfigBody,
  serviceOrderInterventionBody,
} from '@lawbridge/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok, okResponse } from '../../core/envelope';
import { requireOperator } from '../operator/operator-auth';
import type { ConsoleRoutesPlugin } from '../operator/routes';
import { createConsoleIntervention } from './console-intervention';
import { createConsoleOrderService } from './console-service';

const actorOf = (request: FastifyRequest) => ({ operatorId: requireOperator(request).id, ip: request.ip });

/** The console's service orders, refund queue and decisions, and order settings; inside the operator scope. */
export const serviceOrderConsoleRoutes: ConsoleRoutesPlugin = async (app, options) => {
  const orders = createConsoleOrderService({
    db: app.db,
    clock: options.clock,
    directory: app.lawyerDirectory,
    links: app.imageLinks,
    service: app.serviceOrderService,
  });
  const intervene = createConsoleIntervention({
    db: app.db,
    clock: options.clock,
    service: app.serviceOrderService,
  });
  const tags = ['operator'];

  app.get(
    API.admin.serviceOrders,
    {
      schema: {
        tags,
        summary: '服务订单（最新在前；状态、订单号、用户手机号、律师姓名、下单日期筛选）',
        querystring: adminServiceOrderQuery,
        response: okResponse(pageOf(adminServiceOrderItem)),
      },
    },
    async (request) => ok(await orders.list(request.query)),
  );

  app.get(
    `${API.admin.serviceOrders}/:order_no`,
    {
      schema: {
        tags,
        summary: '服务订单详情（时间线、支付、退款申请、账务分录）',
        params: adminServiceOrderParams,
        response: okResponse(adminServiceOrderDetail),
      },
    },
    async (request) => ok(await orders.detail(request.params.order_no)),
  );

  app.get(
    API.admin.serviceOrderTranscript,
    {
      schema: {
        tags,
        summary: '服务订单的聊天记录（只读；下单以来，每页30条，最新一页在前，before 取更早一页）',
        querystring: adminTranscriptQuery,
        response: okResponse(adminTranscriptPage),
      },
    },
    async (request) => ok(await orders.transcript(request.query)),
  );

  app.post(
    API.admin.serviceOrderIntervene,
    {
      schema: {
        tags,
        summary:
          '平台介入服务订单：取消订单并全额退款，或部分退款〔分〕（须填写理由；退款申请处理中时请处理该申请）',
        body: serviceOrderInterventionBody,
        response: okResponse(adminServiceOrderDetail),
      },
    },
    async (request) => {
      await intervene({ body: request.body, actor: actorOf(request) });
      return ok(await orders.detail(request.body.order_no));
    },
  );

  app.get(
    API.admin.refundRequests,
    {
      schema: {
        tags,
        summary: '退款申请（默认待处理，最早在前）',
        querystring: adminRefundRequestQuery,
        response: okResponse(pageOf(adminRefundRequestItem)),
      },
    },
    async (request) => ok(await orders.refundQueue(request.query)),
  );

  app.post(
    API.admin.refundDecision,
    {
      schema: {
        tags,
        summary: '处理退款申请（全额退款、部分退款〔分〕、不予退款〔原因〕）',
        body: refundDecisionBody,
        response: okResponse(z.null()),
      },
    },
    async (request) => {
      await orders.decide({ body: request.body, actor: actorOf(request) });
      return ok(null);
    },
  );

  app.get(
    API.admin.orderSettings,
    {
      schema: { tags, summary: '服务价格、启用状态与佣金比例', response: okResponse(adminOrderSettings) },
    },
    async () => ok(await orders.settings()),
  );

  app.post(
    API.admin.serviceConfig,
    {
      schema: {
        tags,
        summary: '修改服务价格（分）与启用状态',
        body: serviceConfigBody,
        response: okResponse(z.null()),
      },
    },
    async (request) => {
      await orders.setServiceConfig({ body: request.body, actor: actorOf(request) });
      return ok(null);
    },
  );

  app.post(
    API.admin.commissionRate,
    {
      schema: {
        tags,
        summary: '修改佣金比例（基点，2000 = 20%；只影响此后的新订单）',
        body: commissionRateBody,
        response: okResponse(z.null()),
      },
    },
    async (request) => {
      await orders.setCommissionRate({ body: request.body, actor: actorOf(request) });
      return ok(null);
    },
  );
};
