import {
  API,
  bankPayee,
  bankPayeeBody,
  payoutNotifyParams,
  sandboxPayoutBill,
  sandboxPayoutDecisionBody,
  sandboxPayoutQuery,
  wechatAuthorizeBody,
  wechatOauthLaunch,
  wechatPayee,
  withdrawalDetail,
  withdrawalDetailQuery,
  withdrawalList,
  withdrawalListQuery,
  withdrawalRequestBody,
  withdrawalRules,
} from '@lawbridge/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../core/app-error';
import { requireUser } from '../../core/auth/auth-plugin';
import { ok, okResponse } from '../../core/envelope';
import { requestOrigin } from '../wechat/own-origins';
import { WITHDRAWAL_MSG } from './lawyer-service';

const MSG_NOT_CONFIRMABLE = '该转账已处理，无法再确认';

/** 提现 for lawyers, the payout providers' notify, and the sandbox's 模拟确认收款. */
export const withdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { lawyer, payouts, providers } = app.withdrawals;
  const tags = ['withdrawal'];
  const config = { access: 'lawyer' } as const;

  app.get(
    API.withdrawalRules,
    { config, schema: { tags, summary: '提现规则与可提现金额', response: okResponse(withdrawalRules) } },
    async (request) => ok(await lawyer.rules(requireUser(request).id)),
  );

  app.post(
    API.withdrawals,
    {
      config,
      schema: {
        tags,
        summary: '申请提现',
        body: withdrawalRequestBody,
        response: okResponse(withdrawalDetail),
      },
    },
    async (request) => ok(await lawyer.request(requireUser(request).id, request.body)),
  );

  app.get(
    API.withdrawals,
    {
      config,
      schema: {
        tags,
        summary: '提现记录',
        querystring: withdrawalListQuery,
        response: okResponse(withdrawalList),
      },
    },
    async (request) => ok(await lawyer.list(requireUser(request).id, request.query)),
  );

  app.get(
    API.withdrawalDetail,
    {
      config,
      schema: {
        tags,
        summary: '提现详情（时间线、原因、确认收款参数）',
        querystring: withdrawalDetailQuery,
        response: okResponse(withdrawalDetail),
      },
    },
    async (request) => ok(await lawyer.detail(requireUser(request).id, request.query.withdrawal_no)),
  );

  app.get(
    API.withdrawalBankPayee,
    {
      config,
      schema: { tags, summary: '律所对公账户（账号脱敏）', response: okResponse(bankPayee.nullable()) },
    },
    async (request) => ok(await lawyer.bankPayee(requireUser(request).id)),
  );

  app.post(
    API.withdrawalBankPayee,
    {
      config,
      schema: { tags, summary: '填写律所对公账户', body: bankPayeeBody, response: okResponse(bankPayee) },
    },
    async (request) => ok(await lawyer.saveBankPayee(requireUser(request).id, request.body)),
  );

  app.post(
    API.withdrawalWechatPayee,
    { config, schema: { tags, summary: '绑定微信收款（本人实名）', response: okResponse(wechatPayee) } },
    async (request) => ok(await lawyer.bindWechatPayee(requireUser(request).id)),
  );

  app.post(
    API.withdrawalWechatAuthorize,
    {
      config,
      schema: {
        tags,
        summary: '微信内授权以绑定微信收款（尚无本应用 openid 时）',
        body: wechatAuthorizeBody,
        response: okResponse(wechatOauthLaunch),
      },
    },
    async (request) =>
      ok(app.wechat.authorizeLaunch({ returnUrl: request.body.return_url, origin: requestOrigin(request) })),
  );

  // The signature covers the body exactly as sent, so this route keeps it as text.
  await app.register(async (notifyScope) => {
    notifyScope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    notifyScope.withTypeProvider<ZodTypeProvider>().post(
      `${API.payoutNotify}/:provider`,
      {
        config: { access: 'public' },
        schema: { tags, summary: '转账平台通知', params: payoutNotifyParams },
      },
      async (request, reply) => {
        const answer = await payouts.handleNotify(request.params.provider, {
          headers: request.headers,
          rawBody: String(request.body ?? ''),
        });
        if (!answer) return reply.code(404).send();
        return answer.body ? reply.code(answer.status).send(answer.body) : reply.code(answer.status).send();
      },
    );
  });

  const sandbox = providers.sandbox;
  if (!sandbox) return;

  app.get(
    API.payoutSandbox,
    {
      config,
      schema: {
        tags,
        summary: '模拟确认收款：转账单',
        querystring: sandboxPayoutQuery,
        response: okResponse(sandboxPayoutBill),
      },
    },
    async (request) => ok(await lawyer.sandboxBill(requireUser(request).id, request.query.bill_no)),
  );

  app.post(
    API.payoutSandbox,
    {
      config,
      schema: {
        tags,
        summary: '模拟确认收款：确认或拒绝（经同一通知处理）',
        body: sandboxPayoutDecisionBody,
        response: okResponse(withdrawalDetail),
      },
    },
    async (request) => {
      const userId = requireUser(request).id;
      const bill = await lawyer.sandboxBill(userId, request.body.bill_no);
      if (bill.state !== 'wait_user_confirm') throw AppError.common(MSG_NOT_CONFIRMABLE);
      const answer = await payouts.handleNotify(
        sandbox.name,
        await sandbox.confirm(bill.bill_no, request.body.decision),
      );
      if (!answer || answer.status >= 300) throw AppError.common(WITHDRAWAL_MSG.notFound);
      return ok(await lawyer.detail(userId, bill.withdrawal_no));
    },
  );
};
