import {
  API,
  auditLogItem,
  auditLogQuery,
  dashboardSummary as dashboardSummarySchema,
  operatorLoginBody,
  operatorLoginResult,
  operatorOption,
  operatorProfile,
  pageOf,
} from '@lawbridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../core/clock';
import { scopeAccess } from '../../core/auth/route-access';
import { ok, okResponse } from '../../core/envelope';
import { createContentService } from '../content/service';
import { listAuditLog } from './audit';
import { dashboardSummary } from './dashboard';
import { createDashboardRepo } from './dashboard-repo';
import { operatorAuthHook, requireOperator, requireOperatorToken } from './operator-auth';
import { createOperatorService, type OperatorService } from './service';

/** A module's console routes (e.g. the application queue), registered inside the operator scope. */
export type ConsoleRoutesPlugin = FastifyPluginAsyncZod<{ clock: Clock }>;

interface ConsoleScopeOptions {
  clock: Clock;
  operators: OperatorService;
  modules: readonly ConsoleRoutesPlugin[];
}

/** Console routes behind the operator token; the hook covers every route registered here, modules included. */
const consoleRoutes: FastifyPluginAsyncZod<ConsoleScopeOptions> = async (app, options) => {
  const { clock, operators } = options;
  const dashboardRepo = createDashboardRepo(app.db);
  const content = createContentService({ db: app.db, clock });
  scopeAccess(app, 'operator');
  app.addHook('onRequest', operatorAuthHook(operators));

  app.post(
    API.admin.logout,
    { schema: { tags: ['operator'], summary: '运营人员退出登录', response: okResponse(z.null()) } },
    async (request) => {
      const actor = { operatorId: requireOperator(request).id, ip: request.ip };
      await operators.logout({ token: requireOperatorToken(request), actor });
      return ok(null);
    },
  );

  app.get(
    API.admin.me,
    { schema: { tags: ['operator'], summary: '当前运营人员', response: okResponse(operatorProfile) } },
    async (request) => ok(requireOperator(request)),
  );

  app.get(
    API.admin.dashboard,
    { schema: { tags: ['operator'], summary: '控制台概览', response: okResponse(dashboardSummarySchema) } },
    async () =>
      ok(await dashboardSummary({ repo: dashboardRepo, clock, shippedContent: () => content.shippedKeys() })),
  );

  app.get(
    API.admin.auditLog,
    {
      schema: {
        tags: ['operator'],
        summary: '操作日志（最新在前）',
        querystring: auditLogQuery,
        response: okResponse(pageOf(auditLogItem)),
      },
    },
    async (request) => ok(await listAuditLog(app.db, request.query)),
  );

  app.get(
    API.admin.operators,
    {
      schema: {
        tags: ['operator'],
        summary: '运营人员（操作日志按操作人筛选）',
        response: okResponse(z.array(operatorOption)),
      },
    },
    async () => ok(await operators.listAll()),
  );

  for (const moduleRoutes of options.modules) await app.register(moduleRoutes, { clock });
};

/**
 * Operator (console staff) login and the console API (PRODUCT §2, §16). Other modules hand their
 * console routes in as `consoleModules`; they then answer only to a valid operator token.
 */
export const operatorRoutes: FastifyPluginAsyncZod<{
  clock: Clock;
  consoleModules: readonly ConsoleRoutesPlugin[];
}> = async (app, options) => {
  const operators = createOperatorService({ db: app.db, clock: options.clock });
  app.decorateRequest('operator', null);

  app.post(
    API.admin.login,
    {
      config: { access: 'public' },
      schema: {
        tags: ['operator'],
        summary: '运营人员登录',
        body: operatorLoginBody,
        response: okResponse(operatorLoginResult),
      },
    },
    async (request) => ok(await operators.login({ ...request.body, ip: request.ip })),
  );

  await app.register(consoleRoutes, { clock: options.clock, operators, modules: options.consoleModules });
};
