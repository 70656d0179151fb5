import { z } from 'zod';
import { oneOf, pattern } from './fields';

/**
 * WeChat in the H5 app (PRODUCT §8): the OAuth code exchange, the JS-SDK config and what POST /payment
 * needs to answer WeChat's own launches. With the sandbox provider these routes refuse with code 7.
 */

/** A page address of this site: printable ASCII (browsers percent-encode the rest), http(s), ≤ 2048. */
export const PAGE_URL_MAX = 2048;
export const pageUrlField = (label: string) =>
  pattern(label, /^https?:\/\/[\x21-\x7e]+$/)
    .max(PAGE_URL_MAX, { error: `${label}过长` })
    .refine(parsesAsUrl, { error: `${label}格式不正确` });

function parsesAsUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** POST /user/openid: the `code` WeChat's OAuth page put into the return address. */
export const userOpenidBody = z.object({ code: pattern('授权码', /^[\w-]{1,128}$/) });
export type UserOpenidBody = z.infer<typeof userOpenidBody>;

export const userOpenidResult = z.object({ has_openid: z.boolean() });
export type UserOpenidResult = z.infer<typeof userOpenidResult>;

/** POST /wechat/jsconfig: the page (address without its #fragment counts) that calls `wx.config`. */
export const wechatJsConfigBody = z.object({ uri: pageUrlField('页面地址') });
export type WechatJsConfigBody = z.infer<typeof wechatJsConfigBody>;

/** What `wx.config()` takes, besides `debug`. `timestamp` in seconds. */
export const wechatJsConfig = z.object({
  appId: z.string(),
  timestamp: z.number(),
  nonceStr: z.string(),
  signature: z.string(),
  jsApiList: z.array(z.string()),
});
export type WechatJsConfig = z.infer<typeof wechatJsConfig>;

/** The JS-SDK interfaces a signed page may call. */
export const WECHAT_JS_API_LIST = ['chooseWXPay'] as const;

/**
 * Optional fields of POST /payment for the wechat provider: `client` says where the page runs
 * (`wechat`: WeChat's own browser → JSAPI; `browser`, the default: anywhere else → Native QR code);
 * `return_url` is the page WeChat's OAuth sends the customer back to when no openid is stored yet.
 */
export const PAY_CLIENTS = ['wechat', 'browser'] as const;
export type PayClient = (typeof PAY_CLIENTS)[number];
export const wechatPaymentFields = {
  client: oneOf('支付环境', PAY_CLIENTS).optional(),
  return_url: pageUrlField('返回地址').optional(),
};

/**
 * The launch answered inside WeChat when the customer's openid is not known yet: send the browser to
 * `authorize_url` (snsapi_base, back to `return_url` with `?code=…&state=…`); `state` is what must come back.
 */
export const wechatOauthLaunch = z.object({
  kind: z.literal('wechat_oauth'),
  authorize_url: z.string(),
  state: z.string(),
});
export type WechatOauthLaunch = z.infer<typeof wechatOauthLaunch>;

/** POST /lawyer/withdrawal/payee/wechat/authorize: the page WeChat's OAuth comes back to (收款账户). */
export const wechatAuthorizeBody = z.object({ return_url: pageUrlField('返回地址') });

/** Messages both the server and the client use. */
export const WECHAT_MSG = {
  disabled: '当前未启用微信支付',
  authFailed: '微信授权失败，请重试',
  codeInvalid: '微信授权已失效，请重新授权',
  pageNotOurs: '页面地址不属于本站',
  returnUrlMissing: '请提供支付完成后的返回地址',
} as const;
