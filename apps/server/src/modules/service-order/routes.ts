import fp from 'fastify-plugin';
import {
  API,
  pageOf,
  serviceOrderActionBody,
  serviceOrderCreateBody,
  serviceOrderDetail,
  serviceOrderListQuery,
  serviceOrderQuery,
  serviceOrderSummary,
} from '@lawbridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../core/auth/auth-plugin';
import type { Clock } from '../../core/clock';
import { ok, okResponse } from '../../core/envelope';
import { createServiceOrderService, type ServiceOrderService } from './service';
import type { PayableScene } from '../payment/payable-scenes';
import { registerServiceOrderTimers } from './timers';
import { createUserOrders } from './user-orders';

declare module 'fastify' {
  interface FastifyInstance {
    /** Service orders as the payment routes pay them. */
    serviceOrders: PayableScene;
    /** The service-order transitions, for the console's refund decisions. */
    serviceOrderService: ServiceOrderService;
  }
}

/** Service orders for customers and lawyers (PRODUCT §6), and their timers. */
const serviceOrderRoutesPlugin: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, options) => {
  const { payments } = app;
  const service = createServiceOrderService({
    db: app.db,
    clock: options.clock,
    payments,
    notifier: app.notifier,
    directory: app.lawyerDirectory,
  });
  const orders = createUserOrders({ db: app.db, service, links: app.imageLinks, clock: options.clock });
  app.decorate('serviceOrders', {
    prefix: 'S',
    customersOrder: async (input) => {
      const order = await orders.customersOrder(input);
      return { ...order, title: order.service_name };
    },
    readyToPay: async (input) => service.readyToPay(await orders.customersOrder(input)),
    paymentStarted: (order) => service.paymentStarted(order),
    recordPayment: (input) => service.recordPayment(input),
    customerDetail: (input) => orders.detail(input),
  });
  app.decorate('serviceOrderService', service);
  registerServiceOrderTimers(app.timers, service);
  const tags = ['service-order'];

  app.post(
    API.serviceOrders,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '下单（在线服务）',
        body: serviceOrderCreateBody,
        response: okResponse(serviceOrderDetail),
      },
    },
    async (request) => ok(await orders.create({ userId: requireUser(request).id, body: request.body })),
  );

  app.get(
    API.serviceOrders,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '服务记录（本人作为用户的订单）',
        querystring: serviceOrderListQuery,
        response: okResponse(pageOf(serviceOrderSummary)),
      },
    },
    async (request) =>
      ok(await orders.listAsCustomer({ userId: requireUser(request).id, query: request.query })),
  );

  app.get(
    API.lawyerServiceOrders,
    {
      config: { access: 'lawyer' },
      schema: {
        tags,
        summary: '律师的服务订单',
        querystring: serviceOrderListQuery,
        response: okResponse(pageOf(serviceOrderSummary)),
      },
    },
    async (request) =>
      ok(await orders.listAsLawyer({ userId: requireUser(request).id, query: request.query })),
  );

  app.get(
    API.serviceOrderDetail,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: '律师服务详情（订单双方）',
        querystring: serviceOrderQuery,
        response: okResponse(serviceOrderDetail),
      },
    },
    async (request) =>
      ok(await orders.detail({ userId: requireUser(request).id, orderNo: request.query.order_no })),
  );

  app.post(
    API.serviceOrderAction,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: '订单操作（按订单生命周期表：取消、接单、拒单、交付、确认、申请退款）',
        body: serviceOrderActionBody,
        response: okResponse(serviceOrderDetail),
      },
    },
    async (request) => ok(await orders.act({ userId: requireUser(request).id, body: request.body })),
  );
};

/** Not encapsulated: the payment routes and the console read what it decorates. */
export const serviceOrderRoutes = fp(serviceOrderRoutesPlugin, {
  name: 'service-orders',
  dependencies: ['payments', 'timers', 'lawyer-directory'],
});
