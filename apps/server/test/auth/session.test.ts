import { createHash } from 'node:crypto';
import { API, TOKEN_ROTATION_GRACE_MS, TOKEN_TTL_MS } from '@lawbridge/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, loginAs } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

const PHONE = '13812345678';
const TOKEN_EXPIRED = { code: 2, msg: '登录过期，请重新登录', data: null };
let t: TestApp;

beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const info = (token?: string) =>
  call(t.app, { method: 'GET', url: API.userInfo, ...(token ? { token } : {}) });

describe('token rotation', () => {
  it('keeps the token as it is before half its life', async () => {
    const token = await loginAs(t.app, PHONE);
    t.clock.advance(TOKEN_TTL_MS / 2 - 1000);
    const reply = await info(token);
    expect(reply.body.code).toBe(0);
    expect(reply.newToken).toBeUndefined();
  });

  it('past half its life: hands out a new token once; the old one lives 60 s more', async () => {
    const old = await loginAs(t.app, PHONE);
    t.clock.advance(TOKEN_TTL_MS / 2 + 1);

    const rotated = await info(old);
    expect(rotated.body.code).toBe(0);
    expect(rotated.newToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const fresh = rotated.newToken as string;

    // A parallel request still carrying the old token succeeds without a second rotation.
    t.clock.advance(TOKEN_ROTATION_GRACE_MS - 1000);
    const parallel = await info(old);
    expect(parallel.body.code).toBe(0);
    expect(parallel.newToken).toBeUndefined();

    t.clock.advance(1000);
    expect((await info(old)).body).toEqual(TOKEN_EXPIRED);
    const next = await info(fresh);
    expect(next.body.code).toBe(0);
    expect(next.newToken).toBeUndefined();
  });

  it.each(['the new token', 'the old token'])(
    'logging out with %s right after a rotation revokes both tokens of the pair',
    async (which) => {
      const old = await loginAs(t.app, PHONE);
      const otherDevice = await loginAs(t.app, '13812345679');
      t.clock.advance(TOKEN_TTL_MS / 2 + 1);
      const fresh = (await info(old)).newToken as string;
      expect(fresh).toBeTruthy();

      await call(t.app, { method: 'POST', url: API.logout, token: which === 'the new token' ? fresh : old });
      expect((await info(old)).body).toEqual(TOKEN_EXPIRED);
      expect((await info(fresh)).body).toEqual(TOKEN_EXPIRED);
      expect((await info(otherDevice)).body.code).toBe(0);
    },
  );

  it('stores only the SHA-256 of a token', async () => {
    const token = await loginAs(t.app, PHONE);
    const rows = await t.app.db.selectFrom('user_tokens').select('token_hash').execute();
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);
  });
});

describe('protected routes answer code 2', () => {
  it('without a token', async () => {
    expect((await info()).body).toEqual(TOKEN_EXPIRED);
  });

  it('with a token that was never issued', async () => {
    expect((await info('not-a-real-token')).body).toEqual(TOKEN_EXPIRED);
  });

  it('with an expired token', async () => {
    const token = await loginAs(t.app, PHONE);
    t.clock.advance(TOKEN_TTL_MS);
    expect((await info(token)).body).toEqual(TOKEN_EXPIRED);
  });

  it('after logout, while other sessions of the user stay valid', async () => {
    const phoneSession = await loginAs(t.app, PHONE);
    t.clock.advance(61_000);
    const tabletSession = await loginAs(t.app, PHONE);

    const logout = await call(t.app, { method: 'POST', url: API.logout, token: phoneSession });
    expect(logout.body).toEqual({ code: 0, msg: 'ok', data: null });
    expect((await info(phoneSession)).body).toEqual(TOKEN_EXPIRED);
    expect((await info(tabletSession)).body.code).toBe(0);
  });

  it('logout itself succeeds without a valid token', async () => {
    expect((await call(t.app, { method: 'POST', url: API.logout })).body.code).toBe(0);
    expect((await call(t.app, { method: 'POST', url: API.logout, token: 'stale' })).body.code).toBe(0);
  });
});
