import {
  adminWithdrawalApproveBody,
  adminWithdrawalCancelBody,
  adminWithdrawalDetail,
  adminWithdrawalExportQuery,
  adminWithdrawalFigures,
  adminWithdrawalItem,
  adminWithdrawalMarkBody,
  adminWithdrawalParams,
  adminWithdrawalQuery,
  adminWithdrawalRejectBody,
  API,
  pageOf,
  withdrawalSettings,
  withdrawalSettingsBody,
} from '@lawbridge/contract';
import type { FastifyRequest } from 'fastify';
import { ok, okResponse } from '../../core/envelope';
import { requireOperator } from '../operator/operator-auth';
import type { ConsoleRoutesPlugin } from '../operator/routes';

const actorOf = (request: FastifyRequest) => ({ operatorId: requireOperator(request).id, ip: request.ip });

/** The console's withdrawals: queue, detail, approve (two-person rule), reject, cancel, manual results, CSV. */
export const withdrawalConsoleRoutes: ConsoleRoutesPlugin = async (app) => {
  const withdrawals = app.withdrawals.console;
  const tags = ['operator'];

  app.get(
    API.admin.withdrawals,
    {
      schema: {
        tags,
        summary: '提现审核队列（状态、方式、律师、日期筛选）',
        querystring: adminWithdrawalQuery,
        response: okResponse(pageOf(adminWithdrawalItem)),
      },
    },
    async (request) => ok(await withdrawals.list(request.query)),
  );

  app.get(
    `${API.admin.withdrawals}/:withdrawal_no`,
    {
      schema: {
        tags,
        summary: '提现详情（律师余额、近期账务、申诉与违规）',
        params: adminWithdrawalParams,
        response: okResponse(adminWithdrawalDetail),
      },
    },
    async (request) =>
      ok(await withdrawals.detail(request.params.withdrawal_no, requireOperator(request).id)),
  );

  app.post(
    API.admin.withdrawalApprove,
    {
      schema: {
        tags,
        summary: '审核通过（超过复核额度需两位运营）',
        body: adminWithdrawalApproveBody,
        response: okResponse(adminWithdrawalDetail),
      },
    },
    async (request) => ok(await withdrawals.approve(request.body.withdrawal_no, actorOf(request))),
  );

  app.post(
    API.admin.withdrawalReject,
    {
      schema: {
        tags,
        summary: '驳回提现（预设原因与说明）',
        body: adminWithdrawalRejectBody,
        response: okResponse(adminWithdrawalDetail),
      },
    },
    async (request) => ok(await withdrawals.reject(request.body, actorOf(request))),
  );

  app.post(
    API.admin.withdrawalCancel,
    {
      schema: {
        tags,
        summary: '撤销未确认收款的转账',
        body: adminWithdrawalCancelBody,
        response: okResponse(adminWithdrawalDetail),
      },
    },
    async (request) => ok(await withdrawals.cancel(request.body.withdrawal_no, actorOf(request))),
  );

  app.post(
    API.admin.withdrawalMark,
    {
      schema: {
        tags,
        summary: '登记对公转账结果（已打款〔回单号〕或失败〔原因〕）',
        body: adminWithdrawalMarkBody,
        response: okResponse(adminWithdrawalDetail),
      },
    },
    async (request) => ok(await withdrawals.mark(request.body, actorOf(request))),
  );

  app.get(
    API.admin.withdrawalExport,
    { schema: { tags, summary: '导出提现记录（CSV）', querystring: adminWithdrawalExportQuery } },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="withdrawals.csv"')
        .send(await withdrawals.exportCsv(request.query)),
  );

  app.get(
    API.admin.withdrawalFigures,
    {
      schema: {
        tags,
        summary: '提现概况（待审核、待确认收款、今日到账）',
        response: okResponse(adminWithdrawalFigures),
      },
    },
    async () => ok(await withdrawals.figures()),
  );

  app.get(
    API.admin.withdrawalSettings,
    { schema: { tags, summary: '提现规则', response: okResponse(withdrawalSettings) } },
    async () => ok(await withdrawals.settings()),
  );

  app.post(
    API.admin.withdrawalSettings,
    {
      schema: {
        tags,
        summary: '修改提现规则（最低金额、每日上限、双人复核额度、自动通过额度）',
        body: withdrawalSettingsBody,
        response: okResponse(withdrawalSettings),
      },
    },
    async (request) => ok(await withdrawals.saveSettings(request.body, actorOf(request))),
  );
};
