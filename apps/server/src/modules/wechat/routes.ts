import {
  API,
  userOpenidBody,
  userOpenidResult,
  wechatJsConfig,
  wechatJsConfigBody,
} from '@lawbridge/contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { requireUser } from '../../core/auth/auth-plugin';
import type { Clock } from '../../core/clock';
import { ok, okResponse } from '../../core/envelope';
import { createRateLimiter } from '../../core/rate-limit/rate-limiter';
import { createWechatClients } from '../../providers/wechat';
import { createUserRepo } from '../user/repo';
import { requestOrigin } from './own-origins';
import { createWechatService, type WechatService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** WeChat OAuth and JS-SDK for the H5 app; POST /payment asks it who pays. */
    wechat: WechatService;
  }
}

interface WechatOptions {
  clock: Clock;
  config: Pick<AppConfig, 'wechat' | 'corsOrigins'>;
}

const wechatRoutes: FastifyPluginAsyncZod<{ service: WechatService }> = async (app, { service }) => {
  const tags = ['wechat'];

  app.post(
    API.userOpenid,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '用微信网页授权的 code 记录当前用户的 openid',
        body: userOpenidBody,
        response: okResponse(userOpenidResult),
      },
    },
    async (request) =>
      ok(await service.bindOpenid({ userId: requireUser(request).id, code: request.body.code })),
  );

  app.post(
    API.wechatJsConfig,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '微信 JS-SDK 配置签名（本站页面）',
        body: wechatJsConfigBody,
        response: okResponse(wechatJsConfig),
      },
    },
    async (request) => ok(await service.jsConfig({ uri: request.body.uri, origin: requestOrigin(request) })),
  );
};

/** The WeChat routes, and `app.wechat` for POST /payment; register before the payment routes. */
export const wechatPlugin = fp<WechatOptions>(
  async (app, options) => {
    const service = createWechatService({
      clients: createWechatClients(options.config, options.clock),
      users: createUserRepo(app.db),
      limits: createRateLimiter({ db: app.db, clock: options.clock }),
      clock: options.clock,
      extraOrigins: options.config.corsOrigins,
    });
    app.decorate('wechat', service);
    await app.register(wechatRoutes, { service });
  },
  { name: 'wechat', dependencies: ['db'] },
);
