import {
  accountCloseBody,
  API,
  closingStatus,
  phoneChangeBody,
  phoneChangeResult,
  phoneNewCodeBody,
  phoneVerifyOldBody,
  phoneVerifyOldResult,
  smsPushResult,
} from '@lawbridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, tokenFromRequest } from '../../core/auth/auth-plugin';
import type { Clock } from '../../core/clock';
import { AppError } from '../../core/app-error';
import { ok, okResponse } from '../../core/envelope';
import { createRateLimiter } from '../../core/rate-limit/rate-limiter';
import type { SmsProvider } from '../../providers/sms';
import { createAuthRepo } from '../auth/repo';
import { createSmsCodeService } from '../auth/sms-code-service';
import { createUserRepo } from '../user/repo';
import { createClosingService } from './closing-service';
import { createPhoneChangeService } from './phone-change-service';
import { createPhoneTickets } from './phone-ticket';

export interface AccountRoutesOptions {
  clock: Clock;
  sms: SmsProvider;
  smsCodeSecret: Buffer;
}

/** 更换手机号 and 注销账号 (issue 18; docs/decisions.md "Accounts"). */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  const { clock } = options;
  const codes = createSmsCodeService({
    repo: createAuthRepo(app.db),
    limits: createRateLimiter({ db: app.db, clock }),
    clock,
    sms: options.sms,
    secret: options.smsCodeSecret,
  });
  const phones = createPhoneChangeService({
    users: createUserRepo(app.db),
    codes,
    tickets: createPhoneTickets(options.smsCodeSecret),
    sessions: app.sessions,
    clock,
  });
  const closing = createClosingService({
    db: app.db,
    codes,
    sessions: app.sessions,
    storage: app.storage,
    clock,
    log: app.log,
  });
  const tags = ['account'];

  app.post(
    API.accountPhoneOldCode,
    {
      config: { access: 'user' },
      schema: { tags, summary: '更换手机号：向当前手机号发送验证码', response: okResponse(smsPushResult) },
    },
    async (request) => ok(await phones.sendOldCode({ userId: requireUser(request).id, ip: request.ip })),
  );

  app.post(
    API.accountPhoneVerifyOld,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '更换手机号：验证当前手机号',
        body: phoneVerifyOldBody,
        response: okResponse(phoneVerifyOldResult),
      },
    },
    async (request) =>
      ok(await phones.verifyOld({ userId: requireUser(request).id, code: request.body.verify_code })),
  );

  app.post(
    API.accountPhoneNewCode,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '更换手机号：向新手机号发送验证码',
        body: phoneNewCodeBody,
        response: okResponse(smsPushResult),
      },
    },
    async (request) =>
      ok(await phones.sendNewCode({ userId: requireUser(request).id, body: request.body, ip: request.ip })),
  );

  app.post(
    API.accountPhone,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '更换手机号（其他登录设备随之退出）',
        body: phoneChangeBody,
        response: okResponse(phoneChangeResult),
      },
    },
    async (request) => {
      const token = tokenFromRequest(request);
      if (!token) throw AppError.token('user route without a token');
      return ok(await phones.change({ userId: requireUser(request).id, token, body: request.body }));
    },
  );

  app.get(
    API.accountClosing,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '注销账号：尚未完成、使账号暂不能注销的事项',
        response: okResponse(closingStatus),
      },
    },
    async (request) => ok(await closing.status({ userId: requireUser(request).id })),
  );

  app.post(
    API.accountCloseCode,
    {
      config: { access: 'user' },
      schema: { tags, summary: '注销账号：向账号手机号发送验证码', response: okResponse(smsPushResult) },
    },
    async (request) => ok(await closing.sendCode({ userId: requireUser(request).id, ip: request.ip })),
  );

  app.post(
    API.accountClose,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '注销账号（个人信息删除，订单与账务记录匿名保留）',
        body: accountCloseBody,
        response: okResponse(z.null()),
      },
    },
    async (request) => {
      await closing.close({ userId: requireUser(request).id, code: request.body.verify_code });
      return ok(null);
    },
  );
};
