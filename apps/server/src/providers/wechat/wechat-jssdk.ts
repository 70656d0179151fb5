import { createHash, randomBytes } from 'node:crypto';
import type { WechatConfig } from '../../config';
import type { Clock } from '../../core/clock';
import { ExpiringCache } from './expiring-cache';
import { TOKEN_REJECTED_CODES, WechatApiError, wechatJson } from './wechat-http';

/** The fields `wx.config()` needs besides `jsApiList`. */
export interface JsSdkConfig {
  appId: string;
  /** Seconds. */
  timestamp: number;
  nonceStr: string;
  signature: string;
}

/**
 * Signs the JS-SDK configuration for a page: signature = SHA1 of
 * `jsapi_ticket=…&noncestr=…&timestamp=…&url=…` (keys in that sorted order, the page address without its
 * #fragment). The access token comes from the stable-token API (several server instances can each fetch
 * it without invalidating each other's); it and the jsapi_ticket are kept until 5 minutes before expiry.
 */
export interface WechatJsSdk {
  signConfig(url: string): Promise<JsSdkConfig>;
}

interface Expiring {
  expires_in?: unknown;
}

function lifetimeOf(answer: Expiring): number {
  return typeof answer.expires_in === 'number' && answer.expires_in > 0 ? answer.expires_in : 7200;
}

export class WechatJsSdkClient implements WechatJsSdk {
  private readonly accessToken: ExpiringCache<string>;
  private readonly ticket: ExpiringCache<string>;

  constructor(
    private readonly config: Pick<WechatConfig, 'appId' | 'appSecret' | 'apiBaseUrl'>,
    private readonly clock: Clock,
  ) {
    this.accessToken = new ExpiringCache(clock, async () => {
      const answer = await wechatJson<Expiring & { access_token?: unknown }>(
        `${config.apiBaseUrl}/cgi-bin/stable_token`,
        { body: { grant_type: 'client_credential', appid: config.appId, secret: config.appSecret } },
      );
      if (typeof answer.access_token !== 'string')
        throw new WechatApiError(-1, 'stable_token without access_token');
      return { value: answer.access_token, expiresInSeconds: lifetimeOf(answer) };
    });
    this.ticket = new ExpiringCache(clock, () => this.fetchTicket(true));
  }

  async signConfig(url: string): Promise<JsSdkConfig> {
    const pageUrl = url.split('#')[0] ?? url;
    const ticket = await this.ticket.get();
    const nonceStr = randomBytes(12).toString('hex');
    const timestamp = Math.floor(this.clock.now() / 1000);
    const signature = jsSdkSignature({ jsapi_ticket: ticket, noncestr: nonceStr, timestamp, url: pageUrl });
    return { appId: this.config.appId, timestamp, nonceStr, signature };
  }

  private async fetchTicket(
    retryWithFreshToken: boolean,
  ): Promise<{ value: string; expiresInSeconds: number }> {
    const token = await this.accessToken.get();
    const query = new URLSearchParams({ access_token: token, type: 'jsapi' });
    let answer: Expiring & { ticket?: unknown };
    try {
      answer = await wechatJson(`${this.config.apiBaseUrl}/cgi-bin/ticket/getticket?${query.toString()}`);
    } catch (error) {
      if (retryWithFreshToken && error instanceof WechatApiError && TOKEN_REJECTED_CODES.has(error.errcode)) {
        this.accessToken.invalidate();
        return this.fetchTicket(false);
      }
      throw error;
    }
    if (typeof answer.ticket !== 'string') throw new WechatApiError(-1, 'getticket without ticket');
    return { value: answer.ticket, expiresInSeconds: lifetimeOf(answer) };
  }
}

/** SHA1 (hex) of the four fields joined as `key=value&…` in key order, as the JS-SDK checks it. */
export function jsSdkSignature(fields: {
  jsapi_ticket: string;
  noncestr: string;
  timestamp: number;
  url: string;
}): string {
  const text = Object.entries(fields)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  return createHash('sha1').update(text).digest('hex');
}
