import type { WechatConfig } from '../../config';
import { wechatJson } from './wechat-http';

/**
 * WeChat web authorization, silent scope (snsapi_base): the browser goes to `authorizeUrl()`, WeChat sends
 * it back to `redirectUri?code=…&state=…`, and `openidForCode()` exchanges the code (single use, valid
 * 5 minutes) for the user's openid under WECHAT_APPID. Errors: `WechatApiError` (40029 invalid code,
 * 40163 code already used).
 */
export interface WechatOAuth {
  authorizeUrl(redirectUri: string, state: string): string;
  openidForCode(code: string): Promise<string>;
}

export class WechatOAuthClient implements WechatOAuth {
  constructor(
    private readonly config: Pick<WechatConfig, 'appId' | 'appSecret' | 'apiBaseUrl' | 'openBaseUrl'>,
  ) {}

  authorizeUrl(redirectUri: string, state: string): string {
    const query = new URLSearchParams({
      appid: this.config.appId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'snsapi_base',
      state,
    });
    // WeChat wants the parameters in this order and the #wechat_redirect fragment.
    return `${this.config.openBaseUrl}/connect/oauth2/authorize?${query.toString()}#wechat_redirect`;
  }

  async openidForCode(code: string): Promise<string> {
    const query = new URLSearchParams({
      appid: this.config.appId,
      secret: this.config.appSecret,
      code,
      grant_type: 'authorization_code',
    });
    const answer = await wechatJson<{ openid?: unknown }>(
      `${this.config.apiBaseUrl}/sns/oauth2/access_token?${query.toString()}`,
    );
    if (typeof answer.openid !== 'string' || answer.openid === '') {
      throw new Error('WeChat OAuth answer without openid');
    }
    return answer.openid;
  }
}
