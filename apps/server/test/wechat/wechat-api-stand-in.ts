import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface Answer {
  status: number;
  headers?: Record<string, string>;
  body: object | null;
}

const json = (body: object): Answer => ({ status: 200, body });

/**
 * A local api.weixin.qq.com and open.weixin.qq.com for the OAuth code exchange and the JS-SDK: checks appid
 * and secret the way WeChat does and answers errors as HTTP 200 with `errcode`, like WeChat.
 * - `GET /connect/oauth2/authorize?appid&redirect_uri&response_type=code&scope&state` (the page a browser
 *   is sent to): issues a code for `authorizingOpenid` and redirects to `redirect_uri` with `code` and
 *   `state` added to its query, before any #fragment, as WeChat does;
 * - `GET /sns/oauth2/access_token?appid&secret&code&grant_type=authorization_code` → openid (a code works once);
 * - `POST /cgi-bin/stable_token {grant_type, appid, secret}` → access_token, expires_in 7200;
 * - `GET /cgi-bin/ticket/getticket?access_token&type=jsapi` → ticket, expires_in 7200.
 * With `outage` set every call answers HTTP 503.
 */
export class WechatApiStandIn {
  readonly calls = { authorize: 0, oauth: 0, token: 0, ticket: 0 };
  /** code → openid; each code is consumed by its first exchange. */
  readonly codes = new Map<string, string>();
  /** Tokens WeChat accepts; clearing it makes getticket answer 40001 (token invalid). */
  readonly validTokens = new Set<string>();
  /** The WeChat user whose browser goes through the authorize page. */
  authorizingOpenid = 'o-stand-in-openid-0001';
  /** Seconds a ticket lives (WeChat: 7200). */
  ticketExpiresIn = 7200;
  ticket = 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg';
  /** WeChat unreachable: every answer is HTTP 503. */
  outage = false;
  baseUrl = '';
  private server: http.Server | null = null;

  constructor(
    private readonly appid: string,
    private readonly secret: string,
  ) {}

  async start(): Promise<void> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const answer: Answer = this.outage
          ? { status: 503, body: null }
          : this.route(req.method ?? 'GET', req.url ?? '/', Buffer.concat(chunks).toString('utf8'));
        res.writeHead(answer.status, {
          ...(answer.body ? { 'content-type': 'application/json; encoding=utf-8' } : {}),
          ...answer.headers,
        });
        res.end(answer.body ? JSON.stringify(answer.body) : '');
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private route(method: string, path: string, body: string): Answer {
    const url = new URL(path, 'http://stand-in');
    const query = url.searchParams;
    if (method === 'GET' && url.pathname === '/connect/oauth2/authorize') return this.authorize(query);
    if (method === 'GET' && url.pathname === '/sns/oauth2/access_token') {
      this.calls.oauth += 1;
      if (query.get('appid') !== this.appid || query.get('secret') !== this.secret) {
        return json({ errcode: 40125, errmsg: 'invalid appsecret' });
      }
      if (query.get('grant_type') !== 'authorization_code')
        return json({ errcode: 40002, errmsg: 'invalid grant_type' });
      const openid = this.codes.get(query.get('code') ?? '');
      if (!openid) return json({ errcode: 40029, errmsg: 'invalid code' });
      this.codes.delete(query.get('code') ?? '');
      return json({
        access_token: 'user-token',
        expires_in: 7200,
        refresh_token: 'r',
        openid,
        scope: 'snsapi_base',
      });
    }
    if (method === 'POST' && url.pathname === '/cgi-bin/stable_token') {
      this.calls.token += 1;
      const request = JSON.parse(body || '{}') as Record<string, unknown>;
      if (request.grant_type !== 'client_credential')
        return json({ errcode: 40002, errmsg: 'invalid grant_type' });
      if (request.appid !== this.appid || request.secret !== this.secret) {
        return json({ errcode: 40125, errmsg: 'invalid appsecret' });
      }
      const token = `ACCESS_TOKEN_${this.calls.token}`;
      this.validTokens.add(token);
      return json({ access_token: token, expires_in: 7200 });
    }
    if (method === 'GET' && url.pathname === '/cgi-bin/ticket/getticket') {
      this.calls.ticket += 1;
      if (!this.validTokens.has(query.get('access_token') ?? '')) {
        return json({ errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' });
      }
      if (query.get('type') !== 'jsapi') return json({ errcode: 40097, errmsg: 'invalid args' });
      return json({ errcode: 0, errmsg: 'ok', ticket: this.ticket, expires_in: this.ticketExpiresIn });
    }
    return json({ errcode: 404, errmsg: `no route ${method} ${url.pathname}` });
  }

  /** WeChat's authorize page for the silent scope: straight back with a fresh code. */
  private authorize(query: URLSearchParams): Answer {
    this.calls.authorize += 1;
    if (query.get('appid') !== this.appid)
      return json({ errcode: 10003, errmsg: 'redirect_uri 域名与后台配置不一致' });
    if (
      query.get('response_type') !== 'code' ||
      !['snsapi_base', 'snsapi_userinfo'].includes(query.get('scope') ?? '')
    ) {
      return json({ errcode: 10005, errmsg: 'scope 参数错误或没有 scope 权限' });
    }
    let back: URL;
    try {
      back = new URL(query.get('redirect_uri') ?? '');
    } catch {
      return json({ errcode: 10003, errmsg: 'redirect_uri 参数错误' });
    }
    const code = `STANDIN${randomBytes(12).toString('hex')}`;
    this.codes.set(code, this.authorizingOpenid);
    back.searchParams.set('code', code);
    back.searchParams.set('state', query.get('state') ?? '');
    return { status: 302, headers: { location: back.toString() }, body: null };
  }
}
