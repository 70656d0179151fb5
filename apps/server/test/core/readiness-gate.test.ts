import { API } from '@lawbridge/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAILURES_TO_CLOSE } from '../../src/core/readiness/readiness';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let storageUp: boolean;

beforeEach(async () => {
  t = await createTestApp();
  storageUp = true;
  // A dependency the test can take down, as a storage or Redis outage would.
  t.app.readiness.add({
    name: 'fake-storage',
    check: async () => {
      if (!storageUp) throw new Error('bucket unreachable');
    },
  });
});
afterEach(async () => {
  await t.close();
});

const readyz = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/readyz' });
  return [response.statusCode, response.json()];
};
const apiStatus = async () => (await t.app.inject({ method: 'GET', url: API.legalTypeTree })).statusCode;

describe('readiness gate (PRODUCT §17, §18)', () => {
  it('/readyz names a dependency that does not answer, and the instance stops serving after two failed looks', async () => {
    storageUp = false;
    expect(await readyz()).toEqual([503, { status: 'unavailable', failing: ['fake-storage'] }]);

    // One failed look is not yet an outage; the second closes the gate: every request but the probes gets 503.
    for (let look = 1; look < FAILURES_TO_CLOSE; look += 1) await t.app.readiness.look();
    expect(await apiStatus()).toBe(200);
    await t.app.readiness.look();
    const refused = await t.app.inject({ method: 'GET', url: API.legalTypeTree });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.json()).toMatchObject({ code: 7, msg: '服务暂时不可用，请稍后再试' });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    // The first good look opens it again.
    storageUp = true;
    await t.app.readiness.look();
    expect(await apiStatus()).toBe(200);
    expect(await readyz()).toEqual([200, { status: 'ready' }]);
  });

  it('an instance shutting down answers not ready and serves nothing new', async () => {
    const changes: boolean[] = [];
    t.app.readiness.onChange((open) => changes.push(open));
    t.app.readiness.drain();
    expect(await readyz()).toEqual([503, { status: 'unavailable', failing: ['shutting-down'] }]);
    expect(await apiStatus()).toBe(503);
    expect(changes).toEqual([false]);
  });
});
