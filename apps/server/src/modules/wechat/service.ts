import { randomBytes } from 'node:crypto';
import {
  WECHAT_JS_API_LIST,
  WECHAT_MSG,
  type PayClient,
  type UserOpenidResult,
  type WechatJsConfig,
  type WechatOauthLaunch,
} from '@lawbridge/contract';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { RateRule, RateVerdict } from '../../core/rate-limit/rate-limiter';
import { WechatApiError, type WechatClients } from '../../providers/wechat';
import type { UserRepo } from '../user/repo';
import { isPageOf } from './own-origins';

/** WeChat's answers to a code that is unknown, expired, already used or missing. */
const CODE_REFUSED = new Set([40029, 40163, 41008]);
export const MSG_WECHAT_UNAVAILABLE = '微信服务暂时不可用，请稍后再试';
/** A code exchange costs a call to WeChat: a user has no reason for more than a few. */
const OPENID_LIMIT = { limit: 20, windowMs: 60 * 60_000 };

/** What POST /payment launches with: the payer's openid (JSAPI) or none (Native), or OAuth first. */
export type Payer = { openid: string | null; launch?: undefined } | { launch: WechatOauthLaunch };

interface WechatServiceDeps {
  /** null with the sandbox provider: every WeChat route refuses with 当前未启用微信支付. */
  clients: WechatClients | null;
  users: UserRepo;
  limits: { hit(rule: RateRule): Promise<Pick<RateVerdict, 'allowed' | 'retryAfterMs'>> };
  clock: Clock;
  /** Origins besides the request's own whose pages may be signed or returned to (CORS_ORIGINS). */
  extraOrigins: readonly string[];
}

/** WeChat in the H5 app (PRODUCT §8): the openid from OAuth, the JS-SDK config, the payer of a payment. */
export function createWechatService(deps: WechatServiceDeps) {
  const { clients, users, limits, clock } = deps;
  const originsWith = (origin: string) => [origin, ...deps.extraOrigins];

  function enabledClients(): WechatClients {
    if (!clients) throw AppError.common(WECHAT_MSG.disabled);
    return clients;
  }

  /** POST /user/openid: exchanges the OAuth code and keeps the openid on the user. */
  async function bindOpenid(input: { userId: number; code: string }): Promise<UserOpenidResult> {
    const { oauth } = enabledClients();
    const verdict = await limits.hit({ key: `wechat-openid:${input.userId}`, ...OPENID_LIMIT });
    if (!verdict.allowed) throw AppError.tooFrequent(verdict.retryAfterMs);
    let openid: string;
    try {
      openid = await oauth.openidForCode(input.code);
    } catch (error) {
      if (error instanceof WechatApiError && CODE_REFUSED.has(error.errcode)) {
        throw AppError.common(WECHAT_MSG.codeInvalid, error.message);
      }
      throw AppError.common(WECHAT_MSG.authFailed, error instanceof Error ? error.message : String(error));
    }
    await users.update(input.userId, { openid, updated_at: clock.now() });
    return { has_openid: true };
  }

  /** POST /wechat/jsconfig: the signed `wx.config` for a page of this site. */
  async function jsConfig(input: { uri: string; origin: string }): Promise<WechatJsConfig> {
    const { jsSdk } = enabledClients();
    if (!isPageOf(input.uri, originsWith(input.origin))) throw AppError.common(WECHAT_MSG.pageNotOurs);
    try {
      return { ...(await jsSdk.signConfig(input.uri)), jsApiList: [...WECHAT_JS_API_LIST] };
    } catch (error) {
      throw AppError.common(MSG_WECHAT_UNAVAILABLE, error instanceof Error ? error.message : String(error));
    }
  }

  /**
   * Who pays, for POST /payment: inside WeChat (`client: 'wechat'`) with the wechat provider, the stored
   * openid (JSAPI), or, without one, the OAuth launch that comes back to `returnUrl`; anywhere else no
   * openid (the sandbox ignores it; WeChat Pay answers a Native QR code).
   */
  async function payerFor(input: {
    userId: number;
    client: PayClient | undefined;
    returnUrl: string | undefined;
    origin: string;
  }): Promise<Payer> {
    if (!clients || input.client !== 'wechat') return { openid: null };
    const user = await users.findById(input.userId);
    if (user?.openid) return { openid: user.openid };
    if (!input.returnUrl) throw AppError.badParams(WECHAT_MSG.returnUrlMissing);
    return { launch: authorizeLaunch({ returnUrl: input.returnUrl, origin: input.origin }) };
  }

  /**
   * WeChat's silent OAuth (snsapi_base) for a page of ours: the browser goes to `authorize_url` and comes back
   * to `returnUrl` with `code` and `state`, the code then going to POST /user/openid (a payment without an
   * openid, or binding the WeChat payee of withdrawals).
   */
  function authorizeLaunch(input: { returnUrl: string; origin: string }): WechatOauthLaunch {
    const { oauth } = enabledClients();
    if (!isPageOf(input.returnUrl, originsWith(input.origin))) throw AppError.common(WECHAT_MSG.pageNotOurs);
    const state = randomBytes(12).toString('base64url');
    return { kind: 'wechat_oauth', authorize_url: oauth.authorizeUrl(input.returnUrl, state), state };
  }

  return { authorizeLaunch, bindOpenid, jsConfig, payerFor };
}

export type WechatService = ReturnType<typeof createWechatService>;
