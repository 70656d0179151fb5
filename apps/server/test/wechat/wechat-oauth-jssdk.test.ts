import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, type WechatConfig } from '../../src/config';
import { EXPIRY_MARGIN_MS } from '../../src/providers/wechat/expiring-cache';
import {
  createWechatClients,
  jsSdkSignature,
  WechatApiError,
  type WechatClients,
} from '../../src/providers/wechat';
import { createTestClock, type TestClock } from '../helpers/test-clock';
import { WechatApiStandIn } from './wechat-api-stand-in';
import { APPID, wechatEnv, writeKeyFiles } from '../payment/wechat-pay-fixture';

const SECRET = 'abcdef0123456789abcdef0123456789';
const files = writeKeyFiles();
let api: WechatApiStandIn;
let config: WechatConfig;
let clock: TestClock;
let clients: WechatClients;

beforeAll(async () => {
  api = new WechatApiStandIn(APPID, SECRET);
  await api.start();
  const loaded = loadConfig({
    NODE_ENV: 'test',
    ...wechatEnv(files, { api: api.baseUrl, open: 'https://open.stand-in.test' }),
  }).wechat;
  if (!loaded) throw new Error('wechat config missing');
  config = loaded;
});
afterAll(async () => {
  await api.stop();
  fs.rmSync(files.dir, { recursive: true, force: true });
});
beforeEach(() => {
  clock = createTestClock();
  const built = createWechatClients({ wechat: config }, clock);
  if (!built) throw new Error('wechat clients missing');
  clients = built;
  Object.assign(api.calls, { oauth: 0, token: 0, ticket: 0 });
});

describe('WeChat OAuth (snsapi_base)', () => {
  it('sends the browser to the authorize page with the silent scope and comes back to the page', () => {
    const back =
      'https://lawbridge.example.com/#/pages/customer/order/service/create?lawyer_uuid=u1&config_id=2';
    const address = new URL(clients.oauth.authorizeUrl(back, 'st4te'));
    expect(`${address.origin}${address.pathname}`).toBe(
      'https://open.stand-in.test/connect/oauth2/authorize',
    );
    expect(Object.fromEntries(address.searchParams)).toEqual({
      appid: APPID,
      redirect_uri: back,
      response_type: 'code',
      scope: 'snsapi_base',
      state: 'st4te',
    });
    expect(address.hash).toBe('#wechat_redirect');
  });

  it('exchanges a code for the openid once; a used or unknown code is a WeChat error', async () => {
    api.codes.set('CODE1', 'o-openid-abc');
    await expect(clients.oauth.openidForCode('CODE1')).resolves.toBe('o-openid-abc');
    const reused = clients.oauth.openidForCode('CODE1');
    await expect(reused).rejects.toBeInstanceOf(WechatApiError);
    await expect(reused).rejects.toMatchObject({ errcode: 40029 });
  });
});

describe('WeChat JS-SDK config', () => {
  it('the signature is SHA1 of jsapi_ticket, noncestr, timestamp and url, sorted (the documented example)', () => {
    expect(
      jsSdkSignature({
        jsapi_ticket:
          'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
        noncestr: 'Wm3WZYTPz0wzccnW',
        timestamp: 1414587457,
        url: 'http://mp.weixin.qq.com?params=value',
      }),
    ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it('signs the page address without its fragment, with the current ticket', async () => {
    const page = 'https://lawbridge.example.com/?from=singlemessage';
    const signed = await clients.jsSdk.signConfig(`${page}#/pages/customer/order/service/confirm`);
    expect(signed.appId).toBe(APPID);
    expect(signed.timestamp).toBe(Math.floor(clock.now() / 1000));
    const expected = createHash('sha1')
      .update(
        `jsapi_ticket=${api.ticket}&noncestr=${signed.nonceStr}&timestamp=${signed.timestamp}&url=${page}`,
      )
      .digest('hex');
    expect(signed.signature).toBe(expected);
  });

  it('fetches the access token and ticket once and reuses them until shortly before they expire', async () => {
    await Promise.all([
      clients.jsSdk.signConfig('https://a.test/'),
      clients.jsSdk.signConfig('https://b.test/'),
    ]);
    await clients.jsSdk.signConfig('https://c.test/');
    expect(api.calls).toMatchObject({ token: 1, ticket: 1 });

    clock.advance(7200_000 - EXPIRY_MARGIN_MS - 1);
    await clients.jsSdk.signConfig('https://a.test/');
    expect(api.calls).toMatchObject({ token: 1, ticket: 1 });

    clock.advance(1);
    await clients.jsSdk.signConfig('https://a.test/');
    expect(api.calls).toMatchObject({ token: 2, ticket: 2 });
  });

  it('a token WeChat no longer accepts is fetched again once, then the ticket', async () => {
    api.ticketExpiresIn = 600;
    await clients.jsSdk.signConfig('https://a.test/');
    api.validTokens.clear();
    api.ticket = 'SECOND_TICKET';
    clock.advance(600_000 - EXPIRY_MARGIN_MS);
    const signed = await clients.jsSdk.signConfig('https://a.test/');
    expect(api.calls).toMatchObject({ token: 2, ticket: 3 });
    api.ticketExpiresIn = 7200;
    expect(signed.signature).toBe(
      jsSdkSignature({
        jsapi_ticket: 'SECOND_TICKET',
        noncestr: signed.nonceStr,
        timestamp: signed.timestamp,
        url: 'https://a.test/',
      }),
    );
  });

  it('a failed fetch is not kept: the next call asks again', async () => {
    const wrong = createWechatClients({ wechat: { ...config, appSecret: 'wrongsecret0123456789' } }, clock);
    await expect(wrong?.jsSdk.signConfig('https://a.test/')).rejects.toMatchObject({ errcode: 40125 });
    await expect(wrong?.jsSdk.signConfig('https://a.test/')).rejects.toMatchObject({ errcode: 40125 });
    expect(api.calls.token).toBe(2);
  });

  it('no WeChat clients with the sandbox', () => {
    expect(createWechatClients({ wechat: null }, clock)).toBeNull();
  });
});
