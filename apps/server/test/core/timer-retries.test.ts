import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/core/logger';
import { createTimerRepo } from '../../src/core/timers/timer-repo';
import { createTimerWorker, retryDelay, TimerNotYet } from '../../src/core/timers/timer-worker';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let logged: Array<{ level: number; msg: string; timer?: { attempts: number }; reason?: string }>;
let worker: ReturnType<typeof createTimerWorker>;

beforeEach(async () => {
  t = await createTestApp();
  logged = [];
  const log = createLogger('info', { write: (line: string) => logged.push(JSON.parse(line)) });
  worker = createTimerWorker({ db: t.app.db, clock: t.clock, log });
});
afterEach(async () => t.close());

const SECOND = 1_000;

async function scheduleNow(kind: string) {
  await createTimerRepo(t.app.db).schedule(
    { kind, refKind: 'test', refId: 1, dueAt: t.clock.now() },
    t.clock.now(),
  );
}

const timerRow = (kind: string) =>
  t.app.db.selectFrom('timers').selectAll().where('kind', '=', kind).executeTakeFirstOrThrow();

describe('timer retries (PRODUCT §15)', () => {
  it('retries a failing job after 30 s, then 60 s, then 120 s, logging each failure, until it succeeds', async () => {
    let calls = 0;
    worker.handle('test:flaky', async () => {
      calls += 1;
      if (calls <= 3) throw new Error(`vendor down (${calls})`);
    });
    await scheduleNow('test:flaky');
    for (const wait of [30 * SECOND, 60 * SECOND, 120 * SECOND]) {
      await worker.runDue();
      const before = calls;
      t.clock.advance(wait - 1);
      await worker.runDue();
      expect(calls, `not again before ${wait} ms`).toBe(before);
      t.clock.advance(1);
    }
    await worker.runDue();
    expect(calls).toBe(4);
    expect(await timerRow('test:flaky')).toMatchObject({ attempts: 4, done_at: t.clock.now() });
    const failures = logged.filter((entry) => entry.msg === 'timer failed; retrying later');
    expect(failures.map((entry) => [entry.level, entry.timer?.attempts])).toEqual([
      [50, 1],
      [50, 2],
      [50, 3],
    ]);
  });

  it('waits at most an hour between tries', () => {
    expect([1, 2, 3, 7, 8, 20].map(retryDelay)).toEqual([
      30 * SECOND,
      60 * SECOND,
      120 * SECOND,
      1920 * SECOND,
      3600 * SECOND,
      3600 * SECOND,
    ]);
  });

  it('logs work waiting on someone else as information, with the same backoff', async () => {
    let calls = 0;
    worker.handle('test:waiting', async () => {
      calls += 1;
      if (calls === 1) throw new TimerNotYet('refund still processing');
    });
    await scheduleNow('test:waiting');
    await worker.runDue();
    t.clock.advance(30 * SECOND);
    await worker.runDue();
    expect(calls).toBe(2);
    expect(logged.find((entry) => entry.msg === 'timer waits; trying later')).toMatchObject({
      level: 30,
      reason: 'refund still processing',
    });
    expect(logged.some((entry) => entry.msg === 'timer failed; retrying later')).toBe(false);
  });
});
