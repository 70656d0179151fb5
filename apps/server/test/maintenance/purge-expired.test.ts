import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loginAs } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { rowCount } from '../helpers/row-count';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

let t: TestApp;

beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

const count = (table: 'sms_codes' | 'user_tokens' | 'operator_sessions' | 'rate_counters') =>
  rowCount(t.app.db, table);

describe('the hourly purge of expired rows', () => {
  it('deletes expired SMS codes (after a day), tokens, operator sessions and ended rate windows, and keeps live ones', async () => {
    // The purge runs when the app starts (here at the latest); its next run is an hour later.
    await t.app.scheduler.tick();
    t.clock.advance(HOUR);
    const now = t.clock.now();
    // A live session (its SMS code, token and send counters) made through the API.
    await loginAs(t.app, '13500000041');
    const live = {
      sms_codes: await count('sms_codes'),
      user_tokens: await count('user_tokens'),
      rate_counters: await count('rate_counters'),
    };
    expect(live.sms_codes).toBeGreaterThan(0);
    expect(live.rate_counters).toBeGreaterThan(0);

    const user = await t.app.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('sms_codes')
      .values({
        phone: '13500000042',
        scene: 'login',
        code_hash: 'x',
        expires_at: now - DAY - 1,
        created_at: now - DAY - 5 * 60_000,
        ip: '127.0.0.1',
      })
      .execute();
    await t.app.db
      .insertInto('user_tokens')
      .values({
        token_hash: 'expired-token',
        user_id: user.id,
        expires_at: now - 1,
        created_at: now - 30 * DAY,
        last_used_at: now - 2 * DAY,
        replaced_at: null,
        successor_id: null,
      })
      .execute();
    await t.app.db
      .insertInto('rate_counters')
      .values({ key: 'sms:ip:10.0.0.9', window_ms: HOUR, count: 3, expires_at: now - 1 })
      .execute();
    const operator = await t.app.db
      .insertInto('operators')
      .values({ username: 'purge-op', password_hash: 'x', display_name: '运营', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('operator_sessions')
      .values({
        token_hash: 'old-session',
        operator_id: operator.id,
        expires_at: now - 1,
        created_at: now - DAY,
      })
      .execute();

    await t.app.scheduler.tick();

    expect(await count('sms_codes')).toBe(live.sms_codes);
    expect(await count('user_tokens')).toBe(live.user_tokens);
    expect(await count('rate_counters')).toBe(live.rate_counters);
    expect(await count('operator_sessions')).toBe(0);

    // A day and a bit later the login's own code and counters have gone too; the token lives on.
    t.clock.advance(DAY + 2 * HOUR);
    await t.app.scheduler.tick();
    expect(await count('sms_codes')).toBe(0);
    expect(await count('rate_counters')).toBe(0);
    expect(await count('user_tokens')).toBe(live.user_tokens);
  });
});
