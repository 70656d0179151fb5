import { API, devSmsLatestQuery, devSmsLatestResult } from '@lawbridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../core/app-error';
import { ok, okResponse } from '../../core/envelope';
import type { LatestCodeSource } from '../../providers/sms';

export const MSG_NO_CODE_SENT = '该手机号暂无验证码';

/** Registered only outside production with the console SMS provider: tests and demos read codes here. */
export const devSmsRoutes: FastifyPluginAsyncZod<{ codes: LatestCodeSource }> = async (app, options) => {
  app.get(
    API.devSmsLatest,
    {
      config: { access: 'public' },
      schema: {
        tags: ['dev'],
        summary: '最近一条短信验证码（仅开发环境）',
        querystring: devSmsLatestQuery,
        response: okResponse(devSmsLatestResult),
      },
    },
    async (request) => {
      const latest = options.codes.latestCode(request.query.phone);
      if (!latest) throw AppError.common(MSG_NO_CODE_SENT);
      return ok(latest);
    },
  );
};
