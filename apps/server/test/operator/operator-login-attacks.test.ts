import argon2 from 'argon2';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, OPERATOR_LOCK_MS } from '@lawbridge/contract';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createOperator, OPERATOR_PASSWORD, type OperatorReply } from './operator-api';

/** One message for a wrong password, an unknown or disabled username and a locked (username, address). */
const REFUSED = '用户名或密码错误，或账号已暂时锁定';
const BUSY = '系统繁忙，请稍后再试';
const TOO_FREQUENT = '操作过于频繁，请15分钟后再试';

/** argon2.verify, watched: how many ran, and how many at most at the same time. */
function watchVerifications() {
  const original = argon2.verify.bind(argon2);
  const seen = { calls: 0, running: 0, peak: 0 };
  vi.spyOn(argon2, 'verify').mockImplementation(async (...args) => {
    seen.calls += 1;
    seen.running += 1;
    seen.peak = Math.max(seen.peak, seen.running);
    try {
      return await original(...args);
    } finally {
      seen.running -= 1;
    }
  });
  return seen;
}

describe('operator login under attack', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
    await createOperator(t.app, 'alice', t.clock.now());
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await t.close();
  });

  const login = async (username: string, password: string, ip: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: API.admin.login,
      payload: { username, password },
      remoteAddress: ip,
    });
    return response.json<OperatorReply<{ token: string } | null>>();
  };

  it('checks at most 5 of 200 parallel wrong passwords', async () => {
    const seen = watchVerifications();
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, index) => login('alice', `wrong-password-${index}`, '10.0.0.1')),
    );
    expect(replies.every((reply) => reply.code === 7)).toBe(true);
    expect(seen.calls).toBeGreaterThan(0);
    expect(seen.calls).toBeLessThanOrEqual(5);
  });

  it('locks a username only for the address the wrong passwords came from', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect(await login('alice', 'not-the-password', '10.0.0.1')).toMatchObject({ code: 7, msg: REFUSED });
    }
    const seen = watchVerifications();
    expect(await login('alice', OPERATOR_PASSWORD, '10.0.0.1')).toMatchObject({ code: 7, msg: REFUSED });
    expect(seen.calls).toBe(0);
    expect((await login('alice', OPERATOR_PASSWORD, '10.0.0.2')).code).toBe(0);
    t.clock.advance(OPERATOR_LOCK_MS);
    expect((await login('alice', OPERATOR_PASSWORD, '10.0.0.1')).code).toBe(0);
  });

  it('answers an unknown username and a locked one like a wrong password', async () => {
    expect(await login('nobody', OPERATOR_PASSWORD, '10.0.0.1')).toEqual({
      code: 7,
      msg: REFUSED,
      data: null,
    });
    expect(await login('alice', 'not-the-password', '10.0.0.1')).toEqual({
      code: 7,
      msg: REFUSED,
      data: null,
    });
    for (let i = 0; i < 5; i += 1) await login('nobody', 'guess-guess', '10.0.0.3');
    expect(await login('nobody', 'guess-guess', '10.0.0.3')).toEqual({ code: 7, msg: REFUSED, data: null });
  });

  it('limits the attempts from one address across usernames', async () => {
    // Each unknown username is checked against a stand-in hash: 21 real argon2 checks in a row took 7 s on
    // a quiet machine and over 20 s on a busy one, and their cost is not what this test is about.
    vi.spyOn(argon2, 'verify').mockResolvedValue(false);
    const replies = [];
    for (let i = 0; i < 21; i += 1) replies.push(await login(`user${i}`, 'guess-guess', '10.0.0.9'));
    expect(replies.slice(0, 20).every((reply) => reply.msg === REFUSED)).toBe(true);
    vi.restoreAllMocks();
    const seen = watchVerifications();
    expect(await login('alice', OPERATOR_PASSWORD, '10.0.0.9')).toMatchObject({ code: 7, msg: TOO_FREQUENT });
    expect(seen.calls).toBe(0);
    expect((await login('alice', OPERATOR_PASSWORD, '10.0.0.10')).code).toBe(0);
  });

  it('refuses password checks beyond 2 at a time at once, unknown usernames included', async () => {
    const seen = watchVerifications();
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, index) => login(`ghost${index}`, 'guess-guess', `10.2.0.${index + 1}`)),
    );
    expect(seen.peak).toBeLessThanOrEqual(2);
    const busy = replies.filter((reply) => reply.msg === BUSY);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.every((reply) => reply.code === 7)).toBe(true);
    // Every other answer is the refusal after a real check: unknown usernames cost a (decoy) verification.
    expect(replies.length - busy.length).toBe(seen.calls);
    expect(replies.every((reply) => reply.msg === BUSY || reply.msg === REFUSED)).toBe(true);
  });
});
