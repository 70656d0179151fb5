import { API, WECHAT_MSG, type WechatOauthLaunch, type WechatPayee } from '@lawbridge/contract';
import { PATHS } from '../../../app/paths';
import { request } from '../../../lib/request';
import { bindOpenid } from '../../../lib/wechat/bind-openid';
import { pageExit, readOauthReturn, returnAddress, stripOauthReturn } from '../../../lib/wechat/oauth-return';

/** The `state` of the OAuth launch this tab went to WeChat with for the payee (survives the trip there and back). */
export const PAYEE_OAUTH_KEY = 'lawbridge-payee-oauth';

/**
 * Inside WeChat without an openid of this app: WeChat's silent OAuth first, back to 收款账户, whose return
 * handler (`finishPayeeOauth`) then binds.
 */
export async function startPayeeOauth(storage: Storage = sessionStorage): Promise<void> {
  const launch = await request<WechatOauthLaunch>(API.withdrawalWechatAuthorize, {
    method: 'POST',
    body: { return_url: returnAddress(PATHS.lawyerPayee) },
    loading: '正在前往微信授权…',
  });
  storage.setItem(PAYEE_OAUTH_KEY, launch.state);
  pageExit.replace(launch.authorize_url);
}

/**
 * Back from WeChat's OAuth page on 收款账户: takes the code out of the address, and when it answers our own
 * launch, keeps the openid and binds 微信零钱. Answers the payee, or null when the address carried no return;
 * throws `WECHAT_MSG.authFailed` for a return that is not ours.
 */
export async function finishPayeeOauth(storage: Storage = sessionStorage): Promise<WechatPayee | null> {
  const returned = readOauthReturn();
  if (!returned) return null;
  stripOauthReturn();
  const expected = storage.getItem(PAYEE_OAUTH_KEY);
  storage.removeItem(PAYEE_OAUTH_KEY);
  if (expected === null || expected !== returned.state) throw new Error(WECHAT_MSG.authFailed);
  await bindOpenid(returned.code);
  return request<WechatPayee>(API.withdrawalWechatPayee, { method: 'POST', loading: '正在绑定…' });
}
