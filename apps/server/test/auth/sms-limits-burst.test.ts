import { SMS_MAX_PER_IP_PER_HOUR } from '@lawbridge/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sendCode } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

const PHONE = '13812345678';
let t: TestApp;

beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const phoneNumber = (index: number) => `139${String(index).padStart(8, '0')}`;
const codesOf = (replies: ReadonlyArray<{ body: { code: number } }>) =>
  replies.map((reply) => reply.body.code).sort((a, b) => a - b);

describe('SMS send limits under parallel bursts', () => {
  it('sends exactly one of 25 parallel requests for one phone', async () => {
    const replies = await Promise.all(
      Array.from({ length: 25 }, (_, index) => sendCode(t.app, PHONE, `10.1.0.${index + 1}`)),
    );
    expect(codesOf(replies)).toEqual([0, ...Array.from({ length: 24 }, () => 7)]);
    // The refused sends never reached the provider.
    const codes = await t.app.db.selectFrom('sms_codes').select('id').where('phone', '=', PHONE).execute();
    expect(codes).toHaveLength(1);
  });

  it('sends exactly 30 of 60 parallel requests from one address', async () => {
    const replies = await Promise.all(
      Array.from({ length: 60 }, (_, index) => sendCode(t.app, phoneNumber(index), '10.0.0.1')),
    );
    const accepted = replies.filter((reply) => reply.body.code === 0);
    expect(accepted).toHaveLength(SMS_MAX_PER_IP_PER_HOUR);
    expect(replies.filter((reply) => reply.body.code === 7)).toHaveLength(60 - SMS_MAX_PER_IP_PER_HOUR);
  });
});
