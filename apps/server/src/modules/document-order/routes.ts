import fp from 'fastify-plugin';
import {
  API,
  documentDownloadBody,
  documentDownloadLink,
  documentOrder,
  documentOrderActionBody,
  documentOrderCreateBody,
  documentOrderCreated,
  documentOrderList,
  documentOrderListQuery,
  documentOrderQuery,
  documentReadPages,
  documentReadQuery,
} from '@lawbridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../core/auth/auth-plugin';
import type { Clock } from '../../core/clock';
import { ok, okResponse } from '../../core/envelope';
import type { DocumentFiles } from '../document-files/document-files';
import type { PayableScene } from '../payment/payable-scenes';
import { createBuyerOrders } from './buyer-orders';
import { createDocumentDownloads } from './download-service';
import { documentFileRoutes } from './file-routes';
import { createLinkSigner } from './link-signer';
import { createDocumentReading } from './reading-service';
import { DOCUMENT_ORDER_MSG, createDocumentOrderService, type DocumentOrderService } from './service';
import { createPurchasesRepo } from './purchases-repo';
import { AppError } from '../../core/app-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** Document orders for the console (its list, detail and refund). */
    documentOrders: { service: DocumentOrderService };
    /** Document orders as the payment routes pay them. */
    documentOrderScene: PayableScene;
  }
}

export interface DocumentOrderRoutesOptions {
  clock: Clock;
  /** HMAC key of the download and reading addresses (core/server-keys.ts). */
  linkSecret: Buffer;
  /** The PDF tools (stamp, page images). */
  files: DocumentFiles;
}

/** Document orders, downloads and 在线阅读 for buyers (PRODUCT §12), and the orders' timers. */
const documentOrderRoutesPlugin: FastifyPluginAsyncZod<DocumentOrderRoutesOptions> = async (app, options) => {
  const { clock } = options;
  const service = createDocumentOrderService({
    db: app.db,
    clock,
    payments: app.payments,
    notifier: app.notifier,
    directory: app.lawyerDirectory,
  });
  service.registerTimers(app.timers);
  const buyers = createBuyerOrders({ db: app.db, service });
  const purchases = createPurchasesRepo(app.db);
  const fileDeps = {
    db: app.db,
    clock,
    storage: app.storage,
    signer: createLinkSigner(options.linkSecret),
    orders: service,
    files: options.files,
  };
  const downloads = createDocumentDownloads(fileDeps);
  const reading = createDocumentReading(fileDeps);
  app.decorate('documentOrders', { service });
  app.decorate('documentOrderScene', {
    prefix: 'D',
    async customersOrder(input) {
      const order = await service.buyersOrder(input);
      return { ...order, title: (await purchases.byNo(order.order_no))!.title };
    },
    async readyToPay(input) {
      const order = await service.buyersOrder(input);
      const document = await app.db
        .selectFrom('documents')
        .select('state')
        .where('id', '=', order.document_id)
        .executeTakeFirstOrThrow();
      if (document.state !== 'listed') throw AppError.common(DOCUMENT_ORDER_MSG.unavailable);
    },
    paymentStarted: (order) => service.paymentStarted(order),
    recordPayment: (input) => service.recordPayment(input),
    customerDetail: (input) => buyers.detail(input),
  });
  const tags = ['document'];

  app.post(
    API.documentOrders,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '购买文档（下单；已有待支付订单时沿用）',
        body: documentOrderCreateBody,
        response: okResponse(documentOrderCreated),
      },
    },
    async (request) =>
      ok(await buyers.create({ userId: requireUser(request).id, documentId: request.body.document_id })),
  );

  app.get(
    API.documentOrders,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '已购文档（已购买、已完成、已退款，最新在前）',
        querystring: documentOrderListQuery,
        response: okResponse(documentOrderList),
      },
    },
    async (request) =>
      ok(
        await buyers.page({
          userId: requireUser(request).id,
          page: request.query.page,
          pageSize: request.query.page_size,
        }),
      ),
  );

  app.get(
    API.documentOrderDetail,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: '文档订单详情（购买人本人）',
        querystring: documentOrderQuery,
        response: okResponse(documentOrder),
      },
    },
    async (request) =>
      ok(await buyers.detail({ userId: requireUser(request).id, orderNo: request.query.order_no })),
  );

  app.post(
    API.documentOrderAction,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: '文档订单操作（取消待支付订单；下载或阅读前退款）',
        body: documentOrderActionBody,
        response: okResponse(documentOrder),
      },
    },
    async (request) => ok(await buyers.act({ userId: requireUser(request).id, body: request.body })),
  );

  app.post(
    API.documentDownload,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '获取下载地址（60秒有效；复制链接10分钟；计入每日下载次数）',
        body: documentDownloadBody,
        response: okResponse(documentDownloadLink),
      },
    },
    async (request) => ok(await downloads.makeLink({ userId: requireUser(request).id, body: request.body })),
  );

  app.get(
    API.documentRead,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '在线阅读：每一页的签名地址（10分钟有效）',
        querystring: documentReadQuery,
        response: okResponse(documentReadPages),
      },
    },
    async (request) =>
      ok(
        await reading.pages({
          userId: requireUser(request).id,
          documentId: request.query.id,
          ip: request.ip,
        }),
      ),
  );

  await app.register(documentFileRoutes, { downloads, reading });
};

/** Not encapsulated: the payment routes and the console read what it decorates. */
export const documentOrderRoutes = fp(documentOrderRoutesPlugin, {
  name: 'document-orders',
  dependencies: ['payments', 'timers', 'lawyer-directory'],
});
