import { API } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const push = (payload: unknown) => call(t.app, { method: 'POST', url: API.smsPush, payload });
const login = (payload: unknown) => call(t.app, { method: 'POST', url: API.login, payload });

describe('bad payloads answer HTTP 200, code 1, with a Chinese message naming the field', () => {
  it.each([
    [{ scene: 'login', phone: '12345' }, '手机号格式不正确'],
    [{ scene: 'login' }, '请填写手机号'],
    [{ scene: 'login', phone: 13812345678 }, '手机号格式不正确'],
    [{ scene: 'register', phone: '13812345678' }, '短信场景不正确'],
    [[], '请求参数格式不正确'],
    ['13812345678', '请求参数格式不正确'],
  ])('sms push %j → %s', async (payload, msg) => {
    const reply = await push(payload);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ code: 1, msg, data: null });
  });

  it.each([
    [{ type: 'password', phone: '13812345678' }, '登录方式不正确'],
    [{ type: 'verify_code', phone: '13812345678', verify_code: '12a456' }, '验证码格式不正确'],
    [{ type: 'verify_code', phone: '13812345678' }, '请填写验证码'],
    [{ type: 'verify_code', phone: '13812345678', verify_code: '123456', channel_type: 'x' }, '渠道不正确'],
    [{ type: 'rsa_phone', channel_type: 'gsy' }, '请填写手机号'],
  ])('login %j → %s', async (payload, msg) => {
    expect((await login(payload)).body).toEqual({ code: 1, msg, data: null });
  });

  it('treats a missing body, broken JSON and a foreign content type as malformed', async () => {
    const malformed = { code: 1, msg: '请求参数格式不正确', data: null };
    const noBody = await t.app.inject({ method: 'POST', url: API.smsPush });
    expect([noBody.statusCode, noBody.json()]).toEqual([200, malformed]);
    const brokenJson = await t.app.inject({
      method: 'POST',
      url: API.smsPush,
      headers: { 'content-type': 'application/json' },
      payload: '{"phone":',
    });
    expect([brokenJson.statusCode, brokenJson.json()]).toEqual([200, malformed]);
    const text = await t.app.inject({
      method: 'POST',
      url: API.smsPush,
      headers: { 'content-type': 'text/plain' },
      payload: 'phone=13812345678',
    });
    expect([text.statusCode, text.json()]).toEqual([200, malformed]);
  });
});

describe('unknown addresses', () => {
  it('an unknown API answers code 7 接口不存在', async () => {
    const reply = await call(t.app, { method: 'GET', url: '/api/v1/nothing/here' });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ code: 7, msg: '接口不存在', data: null });
  });

  it('a wrong method on a known path is unknown too', async () => {
    expect((await call(t.app, { method: 'GET', url: API.login })).body.code).toBe(7);
  });

  it('anything outside /api keeps a real 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
  });
});

describe('a crash', () => {
  it('answers HTTP 500 with a generic message and no details', async () => {
    const broken = await createTestApp();
    try {
      await broken.app.db.schema.dropTable('sms_codes').execute();
      const reply = await call(broken.app, {
        method: 'POST',
        url: API.smsPush,
        payload: { scene: 'login', phone: '13812345678' },
      });
      expect(reply.status).toBe(500);
      expect(reply.body).toEqual({ code: 7, msg: '服务器内部错误', data: null });
    } finally {
      await broken.close();
    }
  });
});
