import {
  adminDocumentOrderDetail,
  adminDocumentOrderList,
  adminDocumentOrderParams,
  adminDocumentOrderQuery,
  adminDocumentOrderRefundBody,
  API,
} from '@lawbridge/contract';
import { ok, okResponse } from '../../core/envelope';
import { requireOperator } from '../operator/operator-auth';
import type { ConsoleRoutesPlugin } from '../operator/routes';
import { createConsoleDocumentOrders } from './console-service';

/** The console's document orders (PRODUCT §12): list, detail with the timeline and download log, refund. */
export const documentOrderConsoleRoutes: ConsoleRoutesPlugin = async (app, options) => {
  const orders = createConsoleDocumentOrders({
    db: app.db,
    clock: options.clock,
    service: app.documentOrders.service,
  });
  const tags = ['operator'];

  app.get(
    API.admin.documentOrders,
    {
      schema: {
        tags,
        summary: '文档订单（最新在前；状态、订单号、买家手机号或文档标题筛选）',
        querystring: adminDocumentOrderQuery,
        response: okResponse(adminDocumentOrderList),
      },
    },
    async (request) => ok(await orders.list(request.query)),
  );

  app.get(
    `${API.admin.documentOrders}/:order_no`,
    {
      schema: {
        tags,
        summary: '文档订单详情（时间线、下载记录）',
        params: adminDocumentOrderParams,
        response: okResponse(adminDocumentOrderDetail),
      },
    },
    async (request) => ok(await orders.detail(request.params.order_no)),
  );

  app.post(
    API.admin.documentOrderRefund,
    {
      schema: {
        tags,
        summary: '文档订单全额退款（已支付、尚未完成的订单；须填写说明）',
        body: adminDocumentOrderRefundBody,
        response: okResponse(adminDocumentOrderDetail),
      },
    },
    async (request) =>
      ok(
        await orders.refund({
          orderNo: request.body.order_no,
          text: request.body.text,
          actor: { operatorId: requireOperator(request).id, ip: request.ip },
        }),
      ),
  );
};
