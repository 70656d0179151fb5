import { SMS_MAX_PER_IP_PER_HOUR, SMS_MAX_PER_PHONE_PER_DAY } from '@lawbridge/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sendCode } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

const PHONE = '13812345678';
/** The refusal, with how long is left of the window that refused (issue 18). */
const tooFrequent = (wait: string) => ({ code: 7, msg: `操作过于频繁，请${wait}后再试`, data: null });
const MINUTE = 60_000;
let t: TestApp;

beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

/** Distinct valid phone numbers 13900000000, 13900000001, ... */
const phoneNumber = (index: number) => `139${String(index).padStart(8, '0')}`;

describe('SMS send limits', () => {
  it('allows one send per phone per 60 s', async () => {
    expect((await sendCode(t.app, PHONE)).body.code).toBe(0);
    t.clock.advance(MINUTE - 15_000);
    expect((await sendCode(t.app, PHONE)).body).toEqual(tooFrequent('15秒'));
    t.clock.advance(15_000 - 1);
    expect((await sendCode(t.app, PHONE)).body).toEqual(tooFrequent('1秒'));
    t.clock.advance(1);
    expect((await sendCode(t.app, PHONE)).body.code).toBe(0);
  });

  it('allows 10 sends per phone in 24 hours', async () => {
    for (let send = 1; send <= SMS_MAX_PER_PHONE_PER_DAY; send++) {
      expect((await sendCode(t.app, PHONE)).body.code).toBe(0);
      t.clock.advance(MINUTE);
    }
    expect((await sendCode(t.app, PHONE)).body).toEqual(tooFrequent('24小时'));
    // The first send leaves the 24-hour window once a day has passed since it.
    t.clock.advance(24 * 60 * MINUTE - SMS_MAX_PER_PHONE_PER_DAY * MINUTE);
    expect((await sendCode(t.app, PHONE)).body.code).toBe(0);
  });

  it('allows 30 sends per IP per hour, counting every phone', async () => {
    for (let index = 0; index < SMS_MAX_PER_IP_PER_HOUR; index++) {
      expect((await sendCode(t.app, phoneNumber(index), '10.0.0.1')).body.code).toBe(0);
    }
    expect((await sendCode(t.app, phoneNumber(99), '10.0.0.1')).body).toEqual(tooFrequent('60分钟'));
    expect((await sendCode(t.app, phoneNumber(99), '10.0.0.2')).body.code).toBe(0);
    t.clock.advance(60 * MINUTE);
    expect((await sendCode(t.app, phoneNumber(98), '10.0.0.1')).body.code).toBe(0);
  });
});
