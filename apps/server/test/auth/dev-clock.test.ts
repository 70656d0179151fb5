import { API } from '@lawbridge/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { call } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

describe('the test clock switch (browser journeys across days)', () => {
  it('moves the clock forward', async () => {
    t = await createTestApp({ env: { TEST_CLOCK_MOVABLE: '1' } });
    const before = t.clock.now();
    const moved = await call<{ now: number }>(t.app, {
      method: 'POST',
      url: API.devClock,
      payload: { advance_ms: 3 * 3_600_000 },
    });
    expect(moved.body).toEqual({ code: 0, msg: 'ok', data: { now: before + 3 * 3_600_000 } });
    expect(t.clock.now()).toBe(before + 3 * 3_600_000);
  });

  it('refuses a clock moved backwards or absurdly far, with code 1', async () => {
    t = await createTestApp({ env: { TEST_CLOCK_MOVABLE: '1' } });
    for (const advance_ms of [-1, 1.5, 400 * 24 * 3_600_000, 'soon']) {
      const reply = await call(t.app, { method: 'POST', url: API.devClock, payload: { advance_ms } });
      expect(reply.body.code).toBe(1);
      expect(reply.body.msg).toMatch(/拨快时间/);
    }
  });

  it('answers only this machine', async () => {
    t = await createTestApp({ env: { TEST_CLOCK_MOVABLE: '1' } });
    const reply = await call(t.app, {
      method: 'POST',
      url: API.devClock,
      payload: { advance_ms: 1 },
      ip: '10.0.0.8',
    });
    expect(reply.body).toMatchObject({ code: 7, msg: '仅限本机访问' });
  });

  it('does not exist without the switch, and production refuses the switch', async () => {
    t = await createTestApp();
    const reply = await call(t.app, { method: 'POST', url: API.devClock, payload: { advance_ms: 1 } });
    expect(reply.body).toMatchObject({ code: 7, msg: '接口不存在' });
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SMS_PROVIDER: 'console',
        PARTNER_RSA_PRIVATE_KEY_FILE: '/tmp/key.pem',
        TEST_CLOCK_MOVABLE: '1',
      }),
    ).toThrow(/TEST_CLOCK_MOVABLE: is for tests only/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SMS_PROVIDER: 'console',
        PARTNER_RSA_PRIVATE_KEY_FILE: '/tmp/key.pem',
        TEST_CLOCK_OFFSET_MS: '5',
      }),
    ).toThrow(/TEST_CLOCK_OFFSET_MS: is for tests only/);
  });
});
