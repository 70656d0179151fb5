import { API, type UserOpenidBody, type UserOpenidResult } from '@lawbridge/contract';
import { request } from '../request';

/** POST /user/openid: the code WeChat's OAuth page returned, kept by the server as the payer's openid. */
export function bindOpenid(code: string): Promise<UserOpenidResult> {
  const body: UserOpenidBody = { code };
  return request<UserOpenidResult>(API.userOpenid, { method: 'POST', body, loading: '正在获取微信授权…' });
}
