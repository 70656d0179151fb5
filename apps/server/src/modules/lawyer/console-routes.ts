import {
  adminLawyerDetail,
  adminLawyerItem,
  adminLawyerParams,
  adminLawyerQuery,
  API,
  lawyerEnabledBody,
  pageOf,
  serviceBandBody,
} from '@lawbridge/contract';
import { z } from 'zod';
import { ok, okResponse } from '../../core/envelope';
import { requireOperator } from '../operator/operator-auth';
import type { ConsoleRoutesPlugin } from '../operator/routes';
import { createConsoleLawyerService } from './console-service';
import { createServiceBandService } from './service-band-service';

/** The console's lawyers list, one lawyer's profile and enable / disable; registered inside the operator scope. */
export const lawyerConsoleRoutes: ConsoleRoutesPlugin = async (app, options) => {
  const lawyers = createConsoleLawyerService({
    db: app.db,
    clock: options.clock,
    directory: app.lawyerDirectory,
    links: app.imageLinks,
  });
  const bands = createServiceBandService({
    db: app.db,
    clock: options.clock,
    directory: app.lawyerDirectory,
  });
  const tags = ['operator'];

  app.get(
    API.admin.lawyers,
    {
      schema: {
        tags,
        summary: '律师（最新在前，手机号完整显示）',
        querystring: adminLawyerQuery,
        response: okResponse(pageOf(adminLawyerItem)),
      },
    },
    async (request) => ok(await lawyers.list(request.query)),
  );

  app.get(
    `${API.admin.lawyers}/:uuid`,
    {
      schema: {
        tags,
        summary: '律师详情（完整资料、执业证照片）',
        params: adminLawyerParams,
        response: okResponse(adminLawyerDetail),
      },
    },
    async (request) => ok(await lawyers.detail(request.params)),
  );

  app.post(
    API.admin.lawyerEnabled,
    { schema: { tags, summary: '启用或停用律师', body: lawyerEnabledBody, response: okResponse(z.null()) } },
    async (request) => {
      const actor = { operatorId: requireOperator(request).id, ip: request.ip };
      await lawyers.setEnabled({ ...request.body, actor });
      return ok(null);
    },
  );

  app.post(
    API.admin.serviceBand,
    {
      schema: {
        tags,
        summary: '修改律师自定价格的区间（分；区间外的律师价格移入区间）',
        body: serviceBandBody,
        response: okResponse(z.null()),
      },
    },
    async (request) => {
      const actor = { operatorId: requireOperator(request).id, ip: request.ip };
      await bands.setBand({ body: request.body, actor });
      return ok(null);
    },
  );
};
