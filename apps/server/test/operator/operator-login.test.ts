import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API, OPERATOR_LOCK_MS } from '@lawbridge/contract';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createOperator, operatorCall, operatorLogin, OPERATOR_PASSWORD } from './operator-api';

// One message for every refusal, so it tells nobody whether the username exists or is locked.
const WRONG = '用户名或密码错误，或账号已暂时锁定';
const LOCKED = WRONG;

describe('operator login', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
    await createOperator(t.app, 'alice', t.clock.now());
  });
  afterEach(async () => t.close());

  const wrongTimes = async (count: number) => {
    const replies = [];
    for (let i = 0; i < count; i += 1) replies.push(await operatorLogin(t.app, 'alice', 'not-the-password'));
    return replies;
  };

  it('logs in with the right password and the token opens the console', async () => {
    const reply = await operatorLogin(t.app, 'alice');
    expect(reply.code).toBe(0);
    expect(reply.data.operator.username).toBe('alice');
    expect(reply.data.expires_at).toBe(t.clock.now() + 12 * 60 * 60 * 1000);
    const me = await operatorCall(t.app, {
      method: 'GET',
      url: API.admin.me,
      operatorToken: reply.data.token,
    });
    expect(me).toMatchObject({ code: 0, data: { username: 'alice', display_name: '运营alice' } });
  });

  it('refuses a wrong password and an unknown username with the same message', async () => {
    expect(await operatorLogin(t.app, 'alice', 'nope-nope')).toMatchObject({
      code: 7,
      msg: WRONG,
      data: null,
    });
    expect(await operatorLogin(t.app, 'nobody', OPERATOR_PASSWORD)).toMatchObject({
      code: 7,
      msg: WRONG,
      data: null,
    });
  });

  it('locks the account at the 5th wrong password, refusing even the right one for 15 minutes', async () => {
    const replies = await wrongTimes(5);
    expect(replies.slice(0, 4).map((reply) => reply.msg)).toEqual([WRONG, WRONG, WRONG, WRONG]);
    expect(replies[4]).toMatchObject({ code: 7, msg: LOCKED });

    expect(await operatorLogin(t.app, 'alice')).toMatchObject({ code: 7, msg: LOCKED });
    t.clock.advance(OPERATOR_LOCK_MS - 1000);
    expect(await operatorLogin(t.app, 'alice')).toMatchObject({ code: 7, msg: LOCKED });
    t.clock.advance(1000);
    expect((await operatorLogin(t.app, 'alice')).code).toBe(0);
  });

  it('starts counting again after a successful login', async () => {
    await wrongTimes(3);
    expect((await operatorLogin(t.app, 'alice')).code).toBe(0);
    // Without the reset the 2nd of these would be the 5th wrong password in a row and lock the account.
    const replies = await wrongTimes(4);
    expect(replies.map((reply) => reply.msg)).toEqual([WRONG, WRONG, WRONG, WRONG]);
  });

  it('answers bad payloads with code 1 naming the field in Chinese', async () => {
    const login = (payload: object) => operatorCall(t.app, { method: 'POST', url: API.admin.login, payload });
    expect(await login({ password: 'x' })).toMatchObject({ code: 1, msg: '请填写用户名', data: null });
    expect(await login({ username: 'a b', password: 'x' })).toMatchObject({
      code: 1,
      msg: '用户名格式不正确',
    });
    expect(await login({ username: 'alice' })).toMatchObject({ code: 1, msg: '请填写密码' });
  });
});
