import { API, pendingCounts as pendingCountsSchema } from '@lawbridge/contract';
import { ok, okResponse } from '../../core/envelope';
import { pendingCounts } from './pending-counts';
import type { ConsoleRoutesPlugin } from './routes';

/** The console menu's badges: every queue's count in one answer; inside the operator scope. */
export const pendingCountsConsoleRoutes: ConsoleRoutesPlugin = async (app) => {
  app.get(
    API.admin.pendingCounts,
    {
      schema: {
        tags: ['operator'],
        summary: '各待办队列的数量（认证审核、预约派单、退款申请、预约退款、申诉、提现、文档审核、留言反馈）',
        response: okResponse(pendingCountsSchema),
      },
    },
    async () => ok(await pendingCounts(app.db)),
  );
};
