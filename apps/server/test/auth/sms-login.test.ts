import { API, SMS_CODE_TTL_MS, TOKEN_TTL_MS } from '@lawbridge/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, latestCode, loginAs, loginWithCode, sendCode } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

const PHONE = '13812345678';
let t: TestApp;

beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('login with an SMS code', () => {
  it('sends a 6-digit code, logs in, and creates the user on first login', async () => {
    const push = await sendCode(t.app, PHONE);
    expect(push.body).toEqual({ code: 0, msg: 'ok', data: { resend_after: 60 } });
    const code = await latestCode(t.app, PHONE);
    expect(code).toMatch(/^\d{6}$/);

    const login = await loginWithCode(t.app, PHONE, code);
    expect(login.body.code).toBe(0);
    expect(login.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(login.body.data.expires_at).toBe(t.clock.now() + TOKEN_TTL_MS);
    expect(login.body.data.type).toBe('customer');

    const info = await call(t.app, { method: 'GET', url: API.userInfo, token: login.body.data.token });
    expect(info.body).toEqual({
      code: 0,
      msg: 'ok',
      data: {
        uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        phone: PHONE,
        nickname: '用户5678',
        avatar: null,
        gender: 0,
        is_lawyer: 0,
        channel_type: '1',
      },
    });
  });

  it('refuses an SMS-code login that claims the partner channel (only partner single sign-on may)', async () => {
    await sendCode(t.app, PHONE);
    const login = await call(t.app, {
      method: 'POST',
      url: API.login,
      payload: {
        type: 'verify_code',
        phone: PHONE,
        channel_type: 'gsy',
        verify_code: await latestCode(t.app, PHONE),
      },
    });
    expect(login.body).toEqual({ code: 1, msg: '渠道不正确', data: null });
  });

  it('logs the same user in again on a later login', async () => {
    const first = await loginAs(t.app, PHONE);
    t.clock.advance(61_000);
    const second = await loginAs(t.app, PHONE);
    expect(second).not.toBe(first);
    const uuids = await Promise.all(
      [first, second].map(
        async (token) =>
          (await call<{ uuid: string }>(t.app, { method: 'GET', url: API.userInfo, token })).body.data.uuid,
      ),
    );
    expect(uuids[0]).toBe(uuids[1]);
  });

  it('refuses a wrong code, and the right one still works afterwards', async () => {
    await sendCode(t.app, PHONE);
    const code = await latestCode(t.app, PHONE);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await loginWithCode(t.app, PHONE, wrong)).body).toEqual({
      code: 7,
      msg: '验证码错误',
      data: null,
    });
    expect((await loginWithCode(t.app, PHONE, code)).body.code).toBe(0);
  });

  it('refuses a code used once already', async () => {
    await sendCode(t.app, PHONE);
    const code = await latestCode(t.app, PHONE);
    expect((await loginWithCode(t.app, PHONE, code)).body.code).toBe(0);
    expect((await loginWithCode(t.app, PHONE, code)).body).toEqual({
      code: 7,
      msg: '验证码已失效，请重新获取',
      data: null,
    });
  });

  it('refuses an expired code', async () => {
    await sendCode(t.app, PHONE);
    const code = await latestCode(t.app, PHONE);
    t.clock.advance(SMS_CODE_TTL_MS);
    expect((await loginWithCode(t.app, PHONE, code)).body.msg).toBe('验证码已失效，请重新获取');
  });

  it('accepts a code just before it expires', async () => {
    await sendCode(t.app, PHONE);
    const code = await latestCode(t.app, PHONE);
    t.clock.advance(SMS_CODE_TTL_MS - 1);
    expect((await loginWithCode(t.app, PHONE, code)).body.code).toBe(0);
  });

  it('voids the code after 5 wrong tries: the 6th try fails even with the right code', async () => {
    await sendCode(t.app, PHONE);
    const code = await latestCode(t.app, PHONE);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await loginWithCode(t.app, PHONE, wrong)).body.msg).toBe('验证码错误');
    }
    expect((await loginWithCode(t.app, PHONE, code)).body).toEqual({
      code: 7,
      msg: '验证码已失效，请重新获取',
      data: null,
    });
  });

  it('only the latest code counts', async () => {
    await sendCode(t.app, PHONE);
    const older = await latestCode(t.app, PHONE);
    t.clock.advance(61_000);
    await sendCode(t.app, PHONE);
    const newer = await latestCode(t.app, PHONE);
    if (older !== newer) expect((await loginWithCode(t.app, PHONE, older)).body.msg).toBe('验证码错误');
    expect((await loginWithCode(t.app, PHONE, newer)).body.code).toBe(0);
  });

  it('refuses a login when no code was ever sent', async () => {
    expect((await loginWithCode(t.app, PHONE, '123456')).body.msg).toBe('验证码已失效，请重新获取');
  });
});
