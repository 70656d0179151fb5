import {
  adminAppointmentDetail,
  adminAppointmentItem,
  adminAppointmentParams,
  adminAppointmentQuery,
  adminAppointmentRefundItem,
  adminAppointmentRefundQuery,
  API,
  appointmentAssignBody,
  appointmentHours,
  appointmentQuery,
  appointmentRejectBody,
  dispatchSuggestion,
  pageOf,
  pageQuery,
  refundDecisionBody,
} from '@lawbridge/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok, okResponse } from '../../core/envelope';
import { requireOperator } from '../operator/operator-auth';
import type { ConsoleRoutesPlugin } from '../operator/routes';
import { createConsoleAppointmentService } from './console-service';

const actorOf = (request: FastifyRequest) => ({ operatorId: requireOperator(request).id, ip: request.ip });

/** The console's appointments: list, detail, dispatch and refund reviews; inside the operator scope. */
export const appointmentConsoleRoutes: ConsoleRoutesPlugin = async (app, options) => {
  const appointments = createConsoleAppointmentService({
    db: app.db,
    clock: options.clock,
    service: app.appointments.service,
    links: app.imageLinks,
  });
  const tags = ['operator'];

  app.get(
    API.admin.appointments,
    {
      schema: {
        tags,
        summary: '线下预约（最新在前；状态、订单号、用户手机号筛选）',
        querystring: adminAppointmentQuery,
        response: okResponse(pageOf(adminAppointmentItem)),
      },
    },
    async (request) => ok(await appointments.list(request.query)),
  );

  app.get(
    `${API.admin.appointments}/:order_no`,
    {
      schema: {
        tags,
        summary: '线下预约详情（时间线、派单记录、支付、退款申请、账务分录）',
        params: adminAppointmentParams,
        response: okResponse(adminAppointmentDetail),
      },
    },
    async (request) => ok(await appointments.detail(request.params.order_no)),
  );

  app.get(
    API.admin.appointmentDispatch,
    {
      schema: {
        tags,
        summary: '待派单的预约（最早支付在前，超过2小时标为超时）',
        querystring: pageQuery,
        response: okResponse(pageOf(adminAppointmentItem)),
      },
    },
    async (request) => ok(await appointments.dispatchQueue(request.query)),
  );

  app.get(
    API.admin.appointmentSuggestions,
    {
      schema: {
        tags,
        summary: '推荐律师（同城优先，其次同省；擅长领域、接单中、评分）',
        querystring: appointmentQuery,
        response: okResponse(z.array(dispatchSuggestion)),
      },
    },
    async (request) => ok(await appointments.suggestions(request.query.order_no)),
  );

  app.post(
    API.admin.appointmentAssign,
    {
      schema: {
        tags,
        summary: '分配律师（或确认用户选择的律师）',
        body: appointmentAssignBody,
        response: okResponse(z.null()),
      },
    },
    async (request) => {
      await appointments.assign({ body: request.body, actor: actorOf(request) });
      return ok(null);
    },
  );

  app.post(
    API.admin.appointmentReject,
    {
      schema: {
        tags,
        summary: '拒绝预约（全额退款）',
        body: appointmentRejectBody,
        response: okResponse(z.null()),
      },
    },
    async (request) => {
      await appointments.reject({ body: request.body, actor: actorOf(request) });
      return ok(null);
    },
  );

  app.get(
    API.admin.appointmentHours,
    {
      schema: { tags, summary: '预约营业时间', response: okResponse(appointmentHours) },
    },
    async () => ok(await appointments.hours()),
  );

  app.post(
    API.admin.appointmentHours,
    {
      schema: {
        tags,
        summary: '设置预约营业时间（上海时间，整点或半点）',
        body: appointmentHours,
        response: okResponse(appointmentHours),
      },
    },
    async (request) => ok(await appointments.setHours({ body: request.body, actor: actorOf(request) })),
  );

  app.get(
    API.admin.appointmentRefunds,
    {
      schema: {
        tags,
        summary: '预约退款审核（默认待处理，最早在前）',
        querystring: adminAppointmentRefundQuery,
        response: okResponse(pageOf(adminAppointmentRefundItem)),
      },
    },
    async (request) => ok(await appointments.refundQueue(request.query)),
  );

  app.post(
    API.admin.appointmentRefundDecision,
    {
      schema: {
        tags,
        summary: '处理预约退款申请（全额、部分〔分〕、不予退款〔原因〕）',
        body: refundDecisionBody,
        response: okResponse(z.null()),
      },
    },
    async (request) => {
      await appointments.decide({ body: request.body, actor: actorOf(request) });
      return ok(null);
    },
  );
};
