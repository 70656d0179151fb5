import { randomBytes } from 'node:crypto';
import { API, PARTNER_TIMESTAMP_MAX_AGE_MS } from '@lawbridge/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import { partnerCiphertext } from '../helpers/partner-keys';
import { createTestApp, type TestApp } from '../helpers/test-app';

const PHONE = '13912345678';
const INVALID = { code: 7, msg: '合作渠道登录信息无效', data: null };
let t: TestApp;

beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

function partnerLogin(ciphertext: string, channel = 'gsy') {
  return call<{ token: string }>(t.app, {
    method: 'POST',
    url: API.login,
    payload: { type: 'rsa_phone', phone: ciphertext, channel_type: channel },
  });
}

describe('partner SSO login (rsa_phone)', () => {
  it('logs in with a fresh payload and records the partner channel', async () => {
    const login = await partnerLogin(partnerCiphertext(PHONE, t.clock.now()));
    expect(login.body.code).toBe(0);
    const info = await call<{ phone: string; channel_type: string; nickname: string }>(t.app, {
      method: 'GET',
      url: API.userInfo,
      token: login.body.data.token,
    });
    expect(info.body.data).toMatchObject({ phone: PHONE, channel_type: 'gsy', nickname: '用户5678' });
  });

  it('accepts a timestamp just under 10 minutes old and refuses one just over', async () => {
    const now = t.clock.now();
    expect(
      (await partnerLogin(partnerCiphertext(PHONE, now - PARTNER_TIMESTAMP_MAX_AGE_MS + 1000))).body.code,
    ).toBe(0);
    expect(
      (await partnerLogin(partnerCiphertext(PHONE, now - PARTNER_TIMESTAMP_MAX_AGE_MS - 1))).body,
    ).toEqual(INVALID);
  });

  it('refuses a timestamp more than a minute in the future', async () => {
    const now = t.clock.now();
    expect((await partnerLogin(partnerCiphertext(PHONE, now + 30_000))).body.code).toBe(0);
    expect((await partnerLogin(partnerCiphertext(PHONE, now + 61_000))).body).toEqual(INVALID);
  });

  it('refuses a replayed payload, also when encrypted afresh', async () => {
    const sentAt = t.clock.now();
    const ciphertext = partnerCiphertext(PHONE, sentAt);
    expect((await partnerLogin(ciphertext)).body.code).toBe(0);
    t.clock.advance(5_000);
    expect((await partnerLogin(ciphertext)).body).toEqual(INVALID);
    expect((await partnerLogin(partnerCiphertext(PHONE, sentAt))).body).toEqual(INVALID);
  });

  it('never accepts a plain phone number', async () => {
    expect((await partnerLogin(PHONE)).body).toEqual(INVALID);
  });

  it('refuses bytes that do not decrypt, and plaintexts of the wrong shape', async () => {
    expect((await partnerLogin(randomBytes(256).toString('base64'))).body).toEqual(INVALID);
    expect((await partnerLogin(partnerCiphertext('12345678901', t.clock.now()))).body).toEqual(INVALID);
  });

  it('requires the partner channel for rsa_phone', async () => {
    const login = await partnerLogin(partnerCiphertext(PHONE, t.clock.now()), '1');
    expect(login.body).toEqual({ code: 1, msg: '渠道不正确', data: null });
  });
});
