import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../src/core/rate-limit/rate-limiter';
import { createTestApp, type TestApp } from '../helpers/test-app';

const MINUTE = 60_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const limiter = () => createRateLimiter({ db: t.app.db, clock: t.clock, random: () => 1 });

describe('rate limiter', () => {
  it('allows the limit in a window that starts at the first hit, then a new window', async () => {
    const limits = limiter();
    const rule = { key: 'test:window', limit: 2, windowMs: MINUTE };
    const start = t.clock.now();
    expect(await limits.hit(rule)).toEqual({
      allowed: true,
      count: 1,
      resetAt: start + MINUTE,
      retryAfterMs: MINUTE,
    });
    t.clock.advance(MINUTE - 1_000);
    expect((await limits.hit(rule)).allowed).toBe(true);
    // A refusal tells how long is left of the window: what 操作过于频繁 asks the user to wait.
    expect(await limits.hit(rule)).toEqual({
      allowed: false,
      count: 3,
      resetAt: start + MINUTE,
      retryAfterMs: 1_000,
    });
    t.clock.advance(1_000);
    expect(await limits.hit(rule)).toEqual({
      allowed: true,
      count: 1,
      resetAt: t.clock.now() + MINUTE,
      retryAfterMs: MINUTE,
    });
  });

  it('counts a key separately per window length', async () => {
    const limits = limiter();
    expect((await limits.hit({ key: 'test:two', limit: 1, windowMs: MINUTE })).allowed).toBe(true);
    expect((await limits.hit({ key: 'test:two', limit: 5, windowMs: 10 * MINUTE })).count).toBe(1);
  });

  it('restarts a lockout window at the hit that reaches the limit', async () => {
    const limits = limiter();
    const rule = { key: 'test:lockout', limit: 2, windowMs: MINUTE, lockout: true };
    await limits.hit(rule);
    t.clock.advance(30_000);
    expect((await limits.hit(rule)).resetAt).toBe(t.clock.now() + MINUTE);
    t.clock.advance(MINUTE - 1);
    expect((await limits.hit(rule)).allowed).toBe(false);
    t.clock.advance(1);
    expect((await limits.hit(rule)).count).toBe(1);
  });

  it('takes back the hits before a refusal, and on release', async () => {
    const limits = limiter();
    const ip = { key: 'test:ip', limit: 10, windowMs: MINUTE };
    const full = { key: 'test:full', limit: 0, windowMs: MINUTE };
    const refused = await limits.hitAll([ip, full]);
    expect(refused.refused?.rule.key).toBe('test:full');
    const granted = await limits.hitAll([ip]);
    expect(granted.verdicts.map((verdict) => verdict.count)).toEqual([1]);
    await granted.hold.release();
    expect((await limits.hit(ip)).count).toBe(1);
  });

  it('purges the counters of ended windows and forgets reset keys', async () => {
    const limits = limiter();
    await limits.hit({ key: 'test:purge', limit: 1, windowMs: MINUTE });
    await limits.hit({ key: 'test:reset', limit: 1, windowMs: 60 * MINUTE });
    await limits.reset('test:reset');
    expect((await limits.hit({ key: 'test:reset', limit: 1, windowMs: 60 * MINUTE })).count).toBe(1);
    t.clock.advance(24 * 60 * MINUTE);
    expect(await limits.purgeEnded()).toBeGreaterThanOrEqual(2);
    const left = await t.app.db.selectFrom('rate_counters').select('key').execute();
    expect(left).toEqual([]);
  });
});
