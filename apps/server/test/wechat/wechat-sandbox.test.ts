import { API } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { unpaidOrder } from './wechat-fixture';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t.app, '13700029001');
});
afterAll(async () => t.close());

describe('WeChat routes with the sandbox provider', () => {
  it('answer 当前未启用微信支付 (code 7), not 404 or 500', async () => {
    const openid = await call(t.app, {
      method: 'POST',
      url: API.userOpenid,
      token,
      payload: { code: 'CODE1' },
    });
    expect(openid.body).toEqual({ code: 7, msg: '当前未启用微信支付', data: null });
    const jsConfig = await call(t.app, {
      method: 'POST',
      url: API.wechatJsConfig,
      payload: { uri: 'http://localhost/#/' },
    });
    expect(jsConfig.body).toEqual({ code: 7, msg: '当前未启用微信支付', data: null });
  });

  it('POST /payment from inside WeChat still opens the sandbox cashier', async () => {
    const orderNo = await unpaidOrder(t.app, token);
    const reply = await call(t.app, {
      method: 'POST',
      url: API.payment,
      token,
      payload: { app_scene: 'h5', scene: 'service', order_no: orderNo, client: 'wechat' },
    });
    expect(reply.body.data).toMatchObject({
      kind: 'sandbox',
      cashier_url: `/pages/common/cashier?order_no=${orderNo}`,
    });
  });
});
