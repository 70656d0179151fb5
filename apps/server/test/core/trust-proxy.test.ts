import { API } from '@lawbridge/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** One SMS send through a proxy at 127.0.0.1 that appends the real client address to X-Forwarded-For. */
async function sendThroughProxy(app: TestApp['app'], phone: string, forwardedFor: string) {
  const response = await app.inject({
    method: 'POST',
    url: API.smsPush,
    payload: { scene: 'login', phone },
    headers: { 'x-forwarded-for': forwardedFor },
    remoteAddress: '127.0.0.1',
  });
  return response.json<{ code: number }>().code;
}

describe('client addresses behind a proxy', () => {
  it('with TRUST_PROXY=1, a client cannot dodge the per-IP limit by forging X-Forwarded-For', async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1' } });
    const codes: number[] = [];
    for (let index = 0; index < 40; index += 1) {
      const phone = `1370000${String(index).padStart(4, '0')}`;
      codes.push(await sendThroughProxy(t.app, phone, `10.9.${index}.1, 203.0.113.9`));
    }
    expect(codes.filter((code) => code === 0)).toHaveLength(30);
    expect(codes.slice(30)).toEqual(Array.from({ length: 10 }, () => 7));
  });
});
