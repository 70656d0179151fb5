import {
  API,
  appointmentDetail,
  documentOrder,
  paymentBody,
  paymentLaunch,
  sandboxConfirmBody,
  serviceOrderDetail,
} from '@lawbridge/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../core/app-error';
import { requireUser } from '../../core/auth/auth-plugin';
import { ok, okResponse } from '../../core/envelope';
import { PaymentProviderError, type PaymentProviders } from '../../providers/payment';
import { requestOrigin } from '../wechat/own-origins';
import { createNotifyHandler } from './notify-handler';
import { sceneOfOrderNo, type PayableScenes } from './payable-scenes';
import type { Refunds } from './refunds';

const UNPAID_WINDOW_MS = 15 * 60_000;
export const MSG_NOT_PAYABLE = '订单已支付或已关闭';
export const MSG_PROVIDER_FAILED = '支付服务暂时不可用，请稍后再试';

interface PaymentRoutesOptions {
  payments: PaymentProviders & { refunds: Refunds };
  /** Every order kind a customer pays for, by the body's `scene`. */
  scenes: PayableScenes;
}

/** Paying for orders (PRODUCT §8): the seed's POST /payment, the provider's notify, the sandbox cashier. */
export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, options) => {
  const { provider, sandbox } = options.payments;
  const handleNotify = createNotifyHandler({
    provider,
    scenes: options.scenes,
    refunds: options.payments.refunds,
    log: app.log,
  });
  const tags = ['payment'];

  app.post(
    API.payment,
    {
      config: { access: 'owner' },
      schema: { tags, summary: '发起支付', body: paymentBody, response: okResponse(paymentLaunch) },
    },
    async (request) => {
      const userId = requireUser(request).id;
      const scene = options.scenes[request.body.scene];
      const order = await scene.customersOrder({ userId, orderNo: request.body.order_no });
      if (order.state !== 'unpaid') throw AppError.common(MSG_NOT_PAYABLE);
      await scene.readyToPay({ userId, orderNo: order.order_no });
      // Inside WeChat: the stored openid (JSAPI), or WeChat's OAuth first when there is none yet.
      const payer = await app.wechat.payerFor({
        userId,
        client: request.body.client,
        returnUrl: request.body.return_url,
        origin: requestOrigin(request),
      });
      if (payer.launch) return ok(payer.launch);
      try {
        const launch = await provider.create({
          order_no: order.order_no,
          amount: order.price,
          description: order.title,
          expires_at: order.created_at + UNPAID_WINDOW_MS,
          client_ip: request.ip,
          openid: payer.openid,
        });
        await scene.paymentStarted(order);
        return ok(launch);
      } catch (error) {
        if (error instanceof PaymentProviderError) throw AppError.common(MSG_PROVIDER_FAILED, error.message);
        throw error;
      }
    },
  );

  // The signature covers the body exactly as sent, so this route keeps it as text.
  await app.register(async (notifyScope) => {
    notifyScope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    notifyScope.withTypeProvider<ZodTypeProvider>().post(
      `${API.paymentNotify}/:provider`,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: '支付平台通知',
          params: z.object({ provider: z.enum(['sandbox', 'wechat']) }),
        },
      },
      async (request, reply) => {
        if (request.params.provider !== provider.name) return reply.code(404).send();
        const answer = await handleNotify({ headers: request.headers, rawBody: String(request.body ?? '') });
        return answer.body ? reply.code(answer.status).send(answer.body) : reply.code(answer.status).send();
      },
    );
  });

  if (sandbox) {
    sandbox.onNotify((notify) => handleNotify(notify).then(() => undefined));
    app.post(
      API.sandboxConfirm,
      {
        config: { access: 'owner' },
        schema: {
          tags,
          summary: '模拟收银台：确认支付',
          body: sandboxConfirmBody,
          response: okResponse(z.union([serviceOrderDetail, appointmentDetail, documentOrder])),
        },
      },
      async (request) => {
        const userId = requireUser(request).id;
        const scene = sceneOfOrderNo(options.scenes, request.body.order_no);
        const order = await scene.customersOrder({ userId, orderNo: request.body.order_no });
        try {
          const answer = await handleNotify(await sandbox.confirm(order.order_no));
          if (answer.status >= 300) throw AppError.common(MSG_NOT_PAYABLE);
        } catch (error) {
          if (error instanceof PaymentProviderError) throw AppError.common(MSG_NOT_PAYABLE, error.message);
          throw error;
        }
        return ok(await scene.customerDetail({ userId, orderNo: order.order_no }));
      },
    );
  }
};
