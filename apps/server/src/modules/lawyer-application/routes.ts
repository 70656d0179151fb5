import { API, isApplyResult, lawyerApplication, lawyerApplyBody, ownFirmChange } from '@lawbridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../core/auth/auth-plugin';
import type { Clock } from '../../core/clock';
import { ok, okResponse } from '../../core/envelope';
import { createFirmChangeService } from './firm-change-service';
import { createApplicationService } from './service';

/** The applicant's certification endpoints (PRODUCT §5). */
export const lawyerApplicationRoutes: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, options) => {
  const applications = createApplicationService({
    db: app.db,
    clock: options.clock,
    links: app.imageLinks,
  });
  const tags = ['lawyer-application'];

  app.post(
    API.lawyerApply,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '提交律师认证申请',
        body: lawyerApplyBody,
        response: okResponse(lawyerApplication),
      },
    },
    async (request) => ok(await applications.apply({ userId: requireUser(request).id, body: request.body })),
  );

  app.get(
    API.lawyerIsApply,
    {
      config: { access: 'user' },
      schema: { tags, summary: '最近一次律师认证申请及其状态', response: okResponse(isApplyResult) },
    },
    async (request) => ok(await applications.latest({ userId: requireUser(request).id })),
  );

  const firmChanges = createFirmChangeService({
    db: app.db,
    clock: options.clock,
    directory: app.lawyerDirectory,
    notifier: app.notifier,
  });
  app.get(
    API.lawyerFirmChange,
    {
      config: { access: 'lawyer' },
      schema: { tags, summary: '最近一次执业机构变更及其审核状态', response: okResponse(ownFirmChange) },
    },
    async (request) => ok(await firmChanges.latestOfUser(requireUser(request).id)),
  );
};
