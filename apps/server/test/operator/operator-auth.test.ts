import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API, OPERATOR_SESSION_TTL_MS } from '@lawbridge/contract';
import { loginAs } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createOperator, operatorCall, operatorToken } from './operator-api';

const EXPIRED = { code: 2, msg: '登录过期，请重新登录', data: null };
const consoleRoutes = [
  { method: 'GET', url: API.admin.me },
  { method: 'GET', url: API.admin.dashboard },
  { method: 'GET', url: API.admin.auditLog },
  { method: 'POST', url: API.admin.logout },
] as const;

describe('operator auth', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
    await createOperator(t.app, 'alice', t.clock.now());
  });
  afterEach(async () => t.close());

  it('answers code 2 on every console route without a token or with an unknown one', async () => {
    for (const route of consoleRoutes) {
      expect(await operatorCall(t.app, route)).toEqual(EXPIRED);
      expect(await operatorCall(t.app, { ...route, operatorToken: 'made-up-token' })).toEqual(EXPIRED);
    }
  });

  it('never lets a user token open console routes, in either header', async () => {
    const userToken = await loginAs(t.app, '13912345678');
    for (const route of consoleRoutes) {
      expect(await operatorCall(t.app, { ...route, userToken })).toEqual(EXPIRED);
      expect(await operatorCall(t.app, { ...route, operatorToken: userToken })).toEqual(EXPIRED);
    }
  });

  it('never lets an operator token open user routes', async () => {
    const token = await operatorToken(t.app, 'alice');
    expect(await operatorCall(t.app, { method: 'GET', url: API.userInfo, userToken: token })).toEqual(
      EXPIRED,
    );
    expect(await operatorCall(t.app, { method: 'GET', url: API.userInfo, operatorToken: token })).toEqual(
      EXPIRED,
    );
  });

  it('ends the session on logout', async () => {
    const token = await operatorToken(t.app, 'alice');
    expect(
      (await operatorCall(t.app, { method: 'POST', url: API.admin.logout, operatorToken: token })).code,
    ).toBe(0);
    expect(await operatorCall(t.app, { method: 'GET', url: API.admin.me, operatorToken: token })).toEqual(
      EXPIRED,
    );
  });

  it('expires a session after 12 hours', async () => {
    const token = await operatorToken(t.app, 'alice');
    t.clock.advance(OPERATOR_SESSION_TTL_MS - 1);
    expect((await operatorCall(t.app, { method: 'GET', url: API.admin.me, operatorToken: token })).code).toBe(
      0,
    );
    t.clock.advance(1);
    expect(await operatorCall(t.app, { method: 'GET', url: API.admin.me, operatorToken: token })).toEqual(
      EXPIRED,
    );
  });

  it('closes the console to a disabled operator at once', async () => {
    const token = await operatorToken(t.app, 'alice');
    await t.app.db.updateTable('operators').set({ enabled: 0 }).where('username', '=', 'alice').execute();
    expect(await operatorCall(t.app, { method: 'GET', url: API.admin.me, operatorToken: token })).toEqual(
      EXPIRED,
    );
  });
});
