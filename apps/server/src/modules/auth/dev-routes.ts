import { API, devSmsLatestQuery, devSmsLatestResult } from '@lawbridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../core/app-error';
import { ok, okResponse } from '../../core/envelope';
import type { LatestCodeSource } from '../../providers/sms';

export const MSG_NO_CODE_SENT = '该手机号暂无验证码';
export const MSG_THIS_MACHINE_ONLY = '仅限本机访问';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Whether a socket address is this machine (never a forwarded address). */
export const isLoopback = (address: string | undefined): boolean => LOOPBACK.has(address ?? '');

/**
 * Registered only outside production with the console SMS provider: tests and demos read codes here.
 * It answers only connections from this machine (the socket's address, never a forwarded one), so a
 * server opened to a phone on the network (HOST=0.0.0.0) does not hand anyone's code to the network.
 */
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
      if (!isLoopback(request.socket.remoteAddress)) throw AppError.common(MSG_THIS_MACHINE_ONLY);
      const latest = options.codes.latestCode(request.query.phone);
      if (!latest) throw AppError.common(MSG_NO_CODE_SENT);
      return ok(latest);
    },
  );
};
