import { createHash, createVerify } from 'node:crypto';
import { API, WECHAT_MSG } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs } from '../helpers/api';
import { userIdOf } from '../service-order/service-order-fixtures';
import { APPID } from '../payment/wechat-pay-fixture';
import { startWechatWorld, unpaidOrder, type WechatWorld } from './wechat-fixture';

let world: WechatWorld;
let phoneCounter = 0;
const nextPhone = () => `1370013${String((phoneCounter += 1)).padStart(4, '0')}`;
/** inject() sends `Host: localhost:80`, so the app's own pages are on http://localhost. */
const OWN_PAGE = 'http://localhost/?from=singlemessage';
const CORS_ORIGIN = 'https://h5.lawbridge.example';

beforeAll(async () => {
  world = await startWechatWorld({ CORS_ORIGINS: CORS_ORIGIN });
});
afterAll(async () => world.close());

const bindOpenid = (token: string, code: string) =>
  call<{ has_openid: boolean }>(world.t.app, {
    method: 'POST',
    url: API.userOpenid,
    token,
    payload: { code },
  });

async function openidOf(phone: string): Promise<string | null> {
  const row = await world.t.app.db
    .selectFrom('users')
    .select('openid')
    .where('id', '=', await userIdOf(world.t.app, phone))
    .executeTakeFirstOrThrow();
  return row.openid;
}

describe('POST /user/openid', () => {
  it('exchanges the OAuth code once and keeps the openid on the user', async () => {
    const phone = nextPhone();
    const token = await loginAs(world.t.app, phone);
    world.api.codes.set('CODE_A1', 'o-customer-a');
    expect((await bindOpenid(token, 'CODE_A1')).body).toEqual({
      code: 0,
      msg: 'ok',
      data: { has_openid: true },
    });
    expect(await openidOf(phone)).toBe('o-customer-a');

    const reused = await bindOpenid(token, 'CODE_A1');
    expect(reused.body).toEqual({ code: 7, msg: WECHAT_MSG.codeInvalid, data: null });
    const unknown = await bindOpenid(token, 'NEVER_ISSUED');
    expect(unknown.body).toMatchObject({ code: 7, msg: WECHAT_MSG.codeInvalid });
    expect(await openidOf(phone)).toBe('o-customer-a');
  });

  it('says 微信授权失败 when WeChat cannot be reached, and keeps nothing', async () => {
    const phone = nextPhone();
    const token = await loginAs(world.t.app, phone);
    world.api.codes.set('CODE_B1', 'o-customer-b');
    world.api.outage = true;
    try {
      expect((await bindOpenid(token, 'CODE_B1')).body).toEqual({
        code: 7,
        msg: '微信授权失败，请重试',
        data: null,
      });
    } finally {
      world.api.outage = false;
    }
    expect(await openidOf(phone)).toBeNull();
    expect((await bindOpenid(token, 'CODE_B1')).body.code).toBe(0);
    expect(await openidOf(phone)).toBe('o-customer-b');
  });

  it('refuses a malformed code with code 1, and callers without a token with code 2', async () => {
    const token = await loginAs(world.t.app, nextPhone());
    for (const code of ['', 'a b', 'x'.repeat(129), '<script>']) {
      expect((await bindOpenid(token, code)).body).toMatchObject({
        code: 1,
        msg: expect.stringMatching(/授权码/),
      });
    }
    const anonymous = await call(world.t.app, {
      method: 'POST',
      url: API.userOpenid,
      payload: { code: 'C' },
    });
    expect(anonymous.body).toMatchObject({ code: 2 });
  });

  it('allows 20 exchanges per user per hour', async () => {
    const token = await loginAs(world.t.app, nextPhone());
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await bindOpenid(token, `BAD_${attempt}`)).body.msg).toBe(WECHAT_MSG.codeInvalid);
    }
    const calls = world.api.calls.oauth;
    expect((await bindOpenid(token, 'BAD_20')).body).toMatchObject({
      code: 7,
      msg: '操作过于频繁，请60分钟后再试',
    });
    expect(world.api.calls.oauth).toBe(calls);
    world.t.clock.advance(60 * 60_000);
    expect((await bindOpenid(token, 'BAD_21')).body.msg).toBe(WECHAT_MSG.codeInvalid);
  });
});

describe('POST /wechat/jsconfig', () => {
  const jsConfig = (uri: string) =>
    call<{ appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[] }>(
      world.t.app,
      { method: 'POST', url: API.wechatJsConfig, payload: { uri } },
    );

  it('signs the config for a page of this site, without its #fragment, for anyone', async () => {
    const reply = await jsConfig(`${OWN_PAGE}#/pages/customer/order/service/confirm`);
    expect(reply.body.code).toBe(0);
    const signed = reply.body.data;
    expect(signed).toMatchObject({ appId: APPID, jsApiList: ['chooseWXPay'] });
    expect(signed.timestamp).toBe(Math.floor(world.t.clock.now() / 1000));
    const expected = createHash('sha1')
      .update(
        `jsapi_ticket=${world.api.ticket}&noncestr=${signed.nonceStr}&timestamp=${signed.timestamp}&url=${OWN_PAGE}`,
      )
      .digest('hex');
    expect(signed.signature).toBe(expected);
    // The H5 app served from another origin named in CORS_ORIGINS counts as ours too.
    expect((await jsConfig(`${CORS_ORIGIN}/#/`)).body.code).toBe(0);
  });

  it('refuses pages of other sites (code 7) and addresses that are not http(s) pages (code 1)', async () => {
    for (const uri of [
      'https://evil.example/',
      'http://localhost:8080/',
      'https://localhost/',
      'http://user:pw@localhost/',
    ]) {
      expect((await jsConfig(uri)).body).toEqual({ code: 7, msg: WECHAT_MSG.pageNotOurs, data: null });
    }
    for (const uri of [
      'javascript:alert(1)',
      '/relative',
      'http://',
      `http://localhost/${'x'.repeat(2048)}`,
    ]) {
      expect((await jsConfig(uri)).body).toMatchObject({ code: 1, msg: expect.stringMatching(/^页面地址/) });
    }
  });

  it('says WeChat is unavailable when the ticket cannot be fetched', async () => {
    const fresh = await startWechatWorld();
    fresh.api.outage = true;
    try {
      const reply = await call(fresh.t.app, {
        method: 'POST',
        url: API.wechatJsConfig,
        payload: { uri: OWN_PAGE },
      });
      expect(reply.body).toEqual({ code: 7, msg: '微信服务暂时不可用，请稍后再试', data: null });
    } finally {
      await fresh.close();
    }
  });
});

describe('POST /payment with the wechat provider', () => {
  const pay = (token: string, orderNo: string, extra: Record<string, unknown> = {}) =>
    call<Record<string, unknown>>(world.t.app, {
      method: 'POST',
      url: API.payment,
      token,
      payload: { app_scene: 'h5', scene: 'service', order_no: orderNo, ...extra },
    });

  it('inside WeChat without an openid: answers the OAuth launch back to the page, creating no payment', async () => {
    const token = await loginAs(world.t.app, nextPhone());
    const orderNo = await unpaidOrder(world.t.app, token);
    const back = `${OWN_PAGE}#/pages/customer/order/service/detail?order_no=${orderNo}`;
    const requests = world.pay.standIn.requests.length;
    const reply = await pay(token, orderNo, { client: 'wechat', return_url: back });
    expect(reply.body.code).toBe(0);
    const launch = reply.body.data as { kind: string; authorize_url: string; state: string };
    expect(launch.kind).toBe('wechat_oauth');
    expect(launch.state).toMatch(/^[\w-]{16}$/);
    const address = new URL(launch.authorize_url);
    expect(`${address.origin}${address.pathname}`).toBe(`${world.api.baseUrl}/connect/oauth2/authorize`);
    expect(Object.fromEntries(address.searchParams)).toEqual({
      appid: APPID,
      redirect_uri: back,
      response_type: 'code',
      scope: 'snsapi_base',
      state: launch.state,
    });
    expect(world.pay.standIn.requests.length).toBe(requests);

    expect((await pay(token, orderNo, { client: 'wechat' })).body).toEqual({
      code: 1,
      msg: WECHAT_MSG.returnUrlMissing,
      data: null,
    });
    expect(
      (await pay(token, orderNo, { client: 'wechat', return_url: 'https://evil.example/#/' })).body,
    ).toEqual({ code: 7, msg: WECHAT_MSG.pageNotOurs, data: null });
  });

  it('inside WeChat with the stored openid: JSAPI parameters signed with the merchant key; the notify pays', async () => {
    const phone = nextPhone();
    const token = await loginAs(world.t.app, phone);
    world.api.codes.set('CODE_PAY', 'o-payer-jsapi');
    expect((await bindOpenid(token, 'CODE_PAY')).body.code).toBe(0);
    const orderNo = await unpaidOrder(world.t.app, token);

    const reply = await pay(token, orderNo, { client: 'wechat', return_url: OWN_PAGE });
    const launch = reply.body.data as { kind: string; jsapi: Record<string, string> };
    expect(launch.kind).toBe('jsapi');
    const prepay = world.pay.standIn.requests.at(-1);
    expect(prepay?.path).toBe('/v3/pay/transactions/jsapi');
    expect(prepay?.body).toMatchObject({
      out_trade_no: orderNo,
      payer: { openid: 'o-payer-jsapi' },
      amount: { total: 4900 },
    });
    const { appId, timeStamp, nonceStr, package: pkg, paySign } = launch.jsapi;
    expect(appId).toBe(APPID);
    expect(
      createVerify('RSA-SHA256')
        .update(`${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`)
        .verify(world.pay.merchantPublicKey, paySign ?? '', 'base64'),
    ).toBe(true);

    const notify = world.pay.standIn.pay(orderNo, world.t.clock.now());
    const answer = await world.t.app.inject({
      method: 'POST',
      url: `${API.paymentNotify}/wechat`,
      headers: notify.headers,
      payload: notify.rawBody,
    });
    expect(answer.statusCode).toBe(204);
    const detail = await call<{ state: string; paid_amount: number }>(world.t.app, {
      method: 'GET',
      url: `${API.serviceOrderDetail}?order_no=${orderNo}`,
      token,
    });
    expect(detail.body.data).toMatchObject({ state: 'waiting', paid_amount: 4900 });
  });

  it('outside WeChat: a Native code_url, even for a customer whose openid is stored', async () => {
    const token = await loginAs(world.t.app, nextPhone());
    world.api.codes.set('CODE_NATIVE', 'o-payer-native');
    await bindOpenid(token, 'CODE_NATIVE');
    for (const extra of [{}, { client: 'browser' }]) {
      const orderNo = await unpaidOrder(world.t.app, token);
      const reply = await pay(token, orderNo, extra);
      expect(reply.body.data).toEqual({
        kind: 'native',
        code_url: expect.stringMatching(/^weixin:\/\/wxpay\//),
      });
      expect(world.pay.standIn.requests.at(-1)?.path).toBe('/v3/pay/transactions/native');
    }
  });

  it('a cancelled paid order is refunded at WeChat Pay; its refund notify settles the refund once, a forged one is refused', async () => {
    const token = await loginAs(world.t.app, nextPhone());
    const orderNo = await unpaidOrder(world.t.app, token);
    expect((await pay(token, orderNo, { client: 'browser' })).body.code).toBe(0);
    const postNotify = (notify: { headers: Record<string, string>; rawBody: string }) =>
      world.t.app.inject({
        method: 'POST',
        url: `${API.paymentNotify}/wechat`,
        headers: notify.headers,
        payload: notify.rawBody,
      });
    expect((await postNotify(world.pay.standIn.pay(orderNo, world.t.clock.now()))).statusCode).toBe(204);
    const cancelled = await call<{ state: string; refunded_amount: number }>(world.t.app, {
      method: 'POST',
      url: API.serviceOrderAction,
      token,
      payload: { order_no: orderNo, action: 'cancel' },
    });
    expect(cancelled.body.data).toMatchObject({ state: 'cancelled', refunded_amount: 4900 });
    const refundRecord = () =>
      world.t.app.db
        .selectFrom('payments')
        .select(['reference_no', 'state', 'amount', 'settled_at'])
        .where('order_no', '=', orderNo)
        .where('kind', '=', 'refund')
        .executeTakeFirstOrThrow();
    const sent = await refundRecord();
    expect(sent).toMatchObject({ state: 'processing', amount: 4900, settled_at: null });
    expect(world.pay.standIn.requests.at(-1)).toMatchObject({
      path: '/v3/refund/domestic/refunds',
      body: {
        out_trade_no: orderNo,
        out_refund_no: sent.reference_no,
        amount: { refund: 4900, total: 4900 },
      },
    });

    // Not signed by WeChat Pay: refused, nothing changes.
    const genuine = world.pay.standIn.finishRefund(sent.reference_no, world.t.clock.now());
    const forged = { ...genuine, rawBody: genuine.rawBody.replace('"id":"', '"id":"x') };
    expect((await postNotify(forged)).statusCode).toBeGreaterThanOrEqual(400);
    expect((await refundRecord()).state).toBe('processing');

    expect((await postNotify(genuine)).statusCode).toBe(204);
    const settled = await refundRecord();
    expect(settled).toMatchObject({ state: 'succeeded', settled_at: expect.any(Number) });
    // WeChat Pay sends it again: success again, nothing moves.
    expect((await postNotify(genuine)).statusCode).toBe(204);
    expect(await refundRecord()).toEqual(settled);
  });
});
