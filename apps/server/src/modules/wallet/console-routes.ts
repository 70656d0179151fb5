import { API, holdDaysSetting } from '@lawbridge/contract';
import { ok, okResponse } from '../../core/envelope';
import { createFundHoldsRepo } from '../../core/ledger/fund-holds-repo';
import { audit } from '../operator/audit';
import { requireOperator } from '../operator/operator-auth';
import type { ConsoleRoutesPlugin } from '../operator/routes';

/** The console's 收入冻结期 (PRODUCT §11): read and set; a change applies to orders finishing afterwards. */
export const walletConsoleRoutes: ConsoleRoutesPlugin = async (app, options) => {
  const tags = ['operator'];

  app.get(
    API.admin.holdDays,
    { schema: { tags, summary: '收入冻结期（天）', response: okResponse(holdDaysSetting) } },
    async () => ok({ hold_days: await createFundHoldsRepo(app.db).holdDays() }),
  );

  app.post(
    API.admin.holdDays,
    {
      schema: {
        tags,
        summary: '设置收入冻结期（1–90 天，此后完成的订单适用）',
        body: holdDaysSetting,
        response: okResponse(holdDaysSetting),
      },
    },
    async (request) => {
      const now = options.clock.now();
      const days = request.body.hold_days;
      await app.db.transaction().execute(async (trx) => {
        await createFundHoldsRepo(trx).saveHoldDays(days, now);
        await audit(trx, {
          actor: { operatorId: requireOperator(request).id, ip: request.ip },
          action: 'config.hold_days',
          target: null,
          detail: `${days} 天`,
          at: now,
        });
      });
      return ok({ hold_days: days });
    },
  );
};
