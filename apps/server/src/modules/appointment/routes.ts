import fp from 'fastify-plugin';
import {
  API,
  appointmentActionBody,
  appointmentCreateBody,
  appointmentHours,
  appointmentDetail,
  appointmentListQuery,
  appointmentQuery,
  appointmentSummary,
  lawyerAppointmentListQuery,
  pageOf,
} from '@lawbridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../core/auth/auth-plugin';
import type { Clock } from '../../core/clock';
import { ok, okResponse } from '../../core/envelope';
import type { PayableScene } from '../payment/payable-scenes';
import { createAppointmentService, type AppointmentService } from './service';
import { registerAppointmentTimers } from './timers';
import { createUserAppointments, type UserAppointments } from './user-appointments';

declare module 'fastify' {
  interface FastifyInstance {
    /** Appointments for the console (dispatching, refund decisions). */
    appointments: { service: AppointmentService; users: UserAppointments };
    /** Appointments as the payment routes pay them. */
    appointmentOrders: PayableScene;
  }
}

/** Offline appointments for customers and lawyers (PRODUCT §7), and their timers. */
const appointmentRoutesPlugin: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, options) => {
  const service = createAppointmentService({
    db: app.db,
    clock: options.clock,
    payments: app.payments,
    notifier: app.notifier,
    directory: app.lawyerDirectory,
  });
  const users = createUserAppointments({ db: app.db, clock: options.clock, service, links: app.imageLinks });
  registerAppointmentTimers(app.timers, service);
  service.registerPaymentTimers(app.timers);
  app.decorate('appointments', { service, users });
  app.decorate('appointmentOrders', {
    prefix: 'A',
    customersOrder: async (input) => ({ ...(await users.customersOrder(input)), title: '线下咨询预约' }),
    // The platform dispatches appointments: a chosen lawyer who stopped taking work is replaced, not a refusal.
    readyToPay: async () => {},
    paymentStarted: (order) => service.paymentStarted(order),
    recordPayment: (input) => service.recordPayment(input),
    customerDetail: (input) => users.detail(input),
  });
  const tags = ['appointment'];

  app.post(
    API.appointments,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '线下咨询预约（下单）',
        body: appointmentCreateBody,
        response: okResponse(appointmentDetail),
      },
    },
    async (request) => ok(await users.create({ userId: requireUser(request).id, body: request.body })),
  );

  app.get(
    API.appointments,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '预约记录（本人的预约）',
        querystring: appointmentListQuery,
        response: okResponse(pageOf(appointmentSummary)),
      },
    },
    async (request) => ok(await users.customerPage(requireUser(request).id, request.query)),
  );

  app.get(
    API.appointmentDetail,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: '线下咨询预约详情（用户或被分配的律师）',
        querystring: appointmentQuery,
        response: okResponse(appointmentDetail),
      },
    },
    async (request) =>
      ok(await users.detail({ userId: requireUser(request).id, orderNo: request.query.order_no })),
  );

  app.post(
    API.appointmentAction,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: '预约操作（取消、退款、接受、拒绝、建议其他时间、接受或不接受新时间、已面谈）',
        body: appointmentActionBody,
        response: okResponse(appointmentDetail),
      },
    },
    async (request) => ok(await users.act({ userId: requireUser(request).id, body: request.body })),
  );

  app.get(
    API.appointmentHours,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '可预约的营业时间（上海时间，每30分钟一档）',
        response: okResponse(appointmentHours),
      },
    },
    async () => ok(await service.hours.read()),
  );

  app.get(
    API.lawyerAppointments,
    {
      config: { access: 'lawyer' },
      schema: {
        tags,
        summary: '律师的线下预约（待确认、即将面谈、全部）',
        querystring: lawyerAppointmentListQuery,
        response: okResponse(pageOf(appointmentSummary)),
      },
    },
    async (request) => ok(await users.lawyerPage(requireUser(request).id, request.query)),
  );
};

/** Not encapsulated: the payment routes and the console read what it decorates. */
export const appointmentRoutes = fp(appointmentRoutesPlugin, {
  name: 'appointments',
  dependencies: ['payments', 'timers', 'lawyer-directory'],
});
