import type { AppConfig } from '../../config';
import type { Clock } from '../../core/clock';
import { WechatJsSdkClient, type WechatJsSdk } from './wechat-jssdk';
import { WechatOAuthClient, type WechatOAuth } from './wechat-oauth';

export type { JsSdkConfig, WechatJsSdk } from './wechat-jssdk';
export { jsSdkSignature } from './wechat-jssdk';
export type { WechatOAuth } from './wechat-oauth';
export { WechatApiError } from './wechat-http';

export interface WechatClients {
  oauth: WechatOAuth;
  jsSdk: WechatJsSdk;
}

/** WeChat OAuth and JS-SDK clients with PAYMENT_PROVIDER=wechat; null with the sandbox (no WeChat account). */
export function createWechatClients(config: Pick<AppConfig, 'wechat'>, clock: Clock): WechatClients | null {
  if (!config.wechat) return null;
  return { oauth: new WechatOAuthClient(config.wechat), jsSdk: new WechatJsSdkClient(config.wechat, clock) };
}
