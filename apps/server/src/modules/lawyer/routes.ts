import {
  API,
  lawyerDetail,
  lawyerDetailQuery,
  lawyerListItem,
  lawyerListQuery,
  lawyerProfileBody,
  lawyerServicesBody,
  ownLawyerServices,
  pageOf,
} from '@lawbridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../core/auth/auth-plugin';
import type { Clock } from '../../core/clock';
import { ok, okResponse } from '../../core/envelope';
import { sendCacheable } from '../common/cacheable-reply';
import { createOwnServicesService } from './own-services-service';
import { createProfileService } from './profile-service';

/** The public directory and lawyer page, and the lawyer's own profile (PRODUCT §5). */
export const lawyerRoutes: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, options) => {
  const directory = app.lawyerDirectory;
  const profiles = createProfileService({ db: app.db, clock: options.clock, directory });
  const ownServices = createOwnServicesService({ db: app.db, clock: options.clock, directory });
  const tags = ['lawyer'];

  app.get(
    API.lawyer,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '律师列表（关键词、地区、擅长领域、排序）',
        querystring: lawyerListQuery,
        response: okResponse(pageOf(lawyerListItem)),
      },
    },
    async (request, reply) => sendCacheable(request, reply, await directory.list(request.query)),
  );

  app.get(
    API.lawyerDetail,
    {
      config: { access: 'optional' },
      schema: {
        tags,
        summary: '律师主页（已停用的律师仅本人可见）',
        querystring: lawyerDetailQuery,
        response: okResponse(lawyerDetail),
      },
    },
    async (request) =>
      ok(await profiles.detail({ uuid: request.query.uuid, viewerUserId: request.user?.id ?? null })),
  );

  app.post(
    API.lawyer,
    {
      config: { access: 'lawyer' },
      schema: {
        tags,
        summary: '修改本人律师资料',
        body: lawyerProfileBody,
        response: okResponse(lawyerDetail),
      },
    },
    async (request) => ok(await profiles.update({ userId: requireUser(request).id, body: request.body })),
  );

  app.get(
    API.lawyerServices,
    {
      config: { access: 'lawyer' },
      schema: {
        tags,
        summary: '本人的服务与价格（价格区间、平台建议价、佣金比例）',
        response: okResponse(ownLawyerServices),
      },
    },
    async (request) => ok(await ownServices.get(requireUser(request).id)),
  );

  app.post(
    API.lawyerServices,
    {
      config: { access: 'lawyer' },
      schema: {
        tags,
        summary: '设置本人开通的服务与价格（分，须在平台价格区间内）',
        body: lawyerServicesBody,
        response: okResponse(ownLawyerServices),
      },
    },
    async (request) => ok(await ownServices.save({ userId: requireUser(request).id, body: request.body })),
  );
};
