import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, uploadImage } from '../helpers/api';
import { makePng } from '../helpers/images';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOUR_MS = 60 * 60 * 1000;
const MB = 1024 * 1024;
const upload = (token: string) =>
  uploadImage(t.app, token, { name: 'a.png', type: 'image/png', bytes: makePng(2) });

describe('upload limits per user (issue 7)', () => {
  it('passes exactly 60 of a parallel burst of 70 in an hour, refuses the rest with code 7, and opens again after the hour', async () => {
    const token = await loginAs(t.app, '13812345678');
    const replies = await Promise.all(Array.from({ length: 70 }, () => upload(token)));
    expect(replies.filter((reply) => reply.code === 0)).toHaveLength(60);
    const refused = replies.filter((reply) => reply.code !== 0);
    expect(refused).toHaveLength(10);
    for (const reply of refused)
      expect(reply).toEqual({ code: 7, msg: '图片上传过于频繁，请稍后再试', data: null });

    // Another user is not affected.
    expect((await upload(await loginAs(t.app, '13987654321'))).code).toBe(0);

    t.clock.advance(HOUR_MS);
    expect((await upload(token)).code).toBe(0);
  });

  it('refuses with code 7 once 200 MB were stored in 24 hours, without using up an attempt', async () => {
    const token = await loginAs(t.app, '13700000001');
    const { id: userId } = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', '13700000001')
      .executeTakeFirstOrThrow();
    // What earlier uploads of the day stored: 200 MB less a few bytes.
    await t.app.db
      .insertInto('uploads')
      .values({
        id: 'earlier-uploads-of-the-day',
        owner_user_id: userId,
        owner_operator_id: null,
        mime: 'image/jpeg',
        size: 200 * MB - 100,
        sha256: '0'.repeat(64),
        path: 'ea/earlier-uploads-of-the-day.jpg',
        created_at: t.clock.now(),
        visibility: 'private',
      })
      .execute();

    for (let i = 0; i < 3; i += 1) {
      expect(await upload(token)).toEqual({
        code: 7,
        msg: '24小时内上传的图片已达200MB上限，请稍后再试',
        data: null,
      });
    }
    const counter = await t.app.db
      .selectFrom('rate_counters')
      .select('count')
      .where('key', '=', `upload:user:${userId}`)
      .executeTakeFirst();
    expect(counter?.count ?? 0).toBe(0);

    t.clock.advance(24 * HOUR_MS);
    expect((await upload(token)).code).toBe(0);
  });
});
