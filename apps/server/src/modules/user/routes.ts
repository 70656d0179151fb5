import { API, infoFieldBody, userInfo } from '@lawbridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../core/auth/auth-plugin';
import type { Clock } from '../../core/clock';
import { ok, okResponse } from '../../core/envelope';
import { createUploadRepo } from '../upload/repo';
import { createUserRepo } from './repo';
import { createUserService } from './service';

export const userRoutes: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, options) => {
  const users = createUserService({
    users: createUserRepo(app.db),
    uploads: createUploadRepo(app.db),
    clock: options.clock,
  });

  app.get(
    API.userInfo,
    {
      config: { access: 'user' },
      schema: { tags: ['user'], summary: '当前用户信息', response: okResponse(userInfo) },
    },
    async (request) => ok(await users.info({ userId: requireUser(request).id })),
  );

  app.post(
    API.userInfoField,
    {
      config: { access: 'user' },
      schema: {
        tags: ['user'],
        summary: '修改一项用户信息（nickname / avatar / gender）',
        body: infoFieldBody,
        response: okResponse(z.null()),
      },
    },
    async (request) => {
      await users.updateField({ userId: requireUser(request).id, change: request.body });
      return ok(null);
    },
  );
};
