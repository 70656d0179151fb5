import type { KeyObject } from 'node:crypto';
import { API, loginBody, loginResult, smsPushBody, smsPushResult } from '@lawbridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tokenFromRequest } from '../../core/auth/auth-plugin';
import type { Clock } from '../../core/clock';
import { ok, okResponse } from '../../core/envelope';
import { createRateLimiter } from '../../core/rate-limit/rate-limiter';
import type { SmsProvider } from '../../providers/sms';
import { createUserRepo } from '../user/repo';
import { createBanRefusal } from '../user-admin/ban-refusal';
import { createLoginService } from './login-service';
import { createPartnerSso } from './partner-sso';
import { createAuthRepo } from './repo';
import { createSmsCodeService } from './sms-code-service';

export interface AuthRoutesOptions {
  clock: Clock;
  sms: SmsProvider;
  partnerPrivateKey: KeyObject;
  smsCodeSecret: Buffer;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { clock } = options;
  const repo = createAuthRepo(app.db);
  const limits = createRateLimiter({ db: app.db, clock });
  const codes = createSmsCodeService({
    repo,
    limits,
    clock,
    sms: options.sms,
    secret: options.smsCodeSecret,
  });
  const partner = createPartnerSso({ repo, clock, privateKey: options.partnerPrivateKey });
  const logins = createLoginService({
    users: createUserRepo(app.db),
    codes,
    partner,
    sessions: app.sessions,
    bans: createBanRefusal(app.db),
    clock,
  });

  app.post(
    API.smsPush,
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: '发送短信验证码',
        body: smsPushBody,
        response: okResponse(smsPushResult),
      },
    },
    async (request) =>
      ok(await codes.send({ phone: request.body.phone, scene: request.body.scene, ip: request.ip })),
  );

  app.post(
    API.login,
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: '登录（验证码 / 合作渠道）',
        body: loginBody,
        response: okResponse(loginResult),
      },
    },
    async (request) => ok(await logins.login(request.body)),
  );

  // Idempotent: logging out with an unknown or expired token still succeeds.
  app.post(
    API.logout,
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: '退出登录', response: okResponse(z.null()) },
    },
    async (request) => {
      const token = tokenFromRequest(request);
      if (token) await app.sessions.revoke({ token });
      return ok(null);
    },
  );
};
