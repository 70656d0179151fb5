import {
  adminFirmChangeItem,
  adminFirmChangeQuery,
  API,
  firmChangeApproveBody,
  firmChangeRejectBody,
  pageOf,
} from '@lawbridge/contract';
import { z } from 'zod';
import { ok, okResponse } from '../../core/envelope';
import { requireOperator } from '../operator/operator-auth';
import type { ConsoleRoutesPlugin } from '../operator/routes';
import { createFirmChangeService } from './firm-change-service';

/** The console's queue of lawyers' 执业机构 changes and its decisions; inside the operator scope. */
export const firmChangeConsoleRoutes: ConsoleRoutesPlugin = async (app, options) => {
  const changes = createFirmChangeService({
    db: app.db,
    clock: options.clock,
    directory: app.lawyerDirectory,
    notifier: app.notifier,
  });
  const tags = ['operator'];

  app.get(
    API.admin.firmChanges,
    {
      schema: {
        tags,
        summary: '执业机构变更申请（最新在前）',
        querystring: adminFirmChangeQuery,
        response: okResponse(pageOf(adminFirmChangeItem)),
      },
    },
    async (request) => ok(await changes.list(request.query)),
  );

  app.post(
    API.admin.firmChangeApprove,
    {
      schema: {
        tags,
        summary: '通过执业机构变更',
        body: firmChangeApproveBody,
        response: okResponse(z.null()),
      },
    },
    async (request) => {
      const actor = { operatorId: requireOperator(request).id, ip: request.ip };
      await changes.approve({ id: request.body.id, actor });
      return ok(null);
    },
  );

  app.post(
    API.admin.firmChangeReject,
    {
      schema: {
        tags,
        summary: '驳回执业机构变更',
        body: firmChangeRejectBody,
        response: okResponse(z.null()),
      },
    },
    async (request) => {
      const actor = { operatorId: requireOperator(request).id, ip: request.ip };
      await changes.reject({ ...request.body, actor });
      return ok(null);
    },
  );
};
