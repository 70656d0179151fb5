import { API } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

const ORIGIN = 'https://h5.example.com';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { CORS_ORIGINS: ORIGIN } });
});
afterAll(async () => {
  await t.close();
});

describe('CORS', () => {
  it('lets a listed origin send x-token and read new-token', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: API.userInfo,
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-token',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(preflight.headers['access-control-allow-headers']).toContain('x-token');

    const actual = await t.app.inject({ method: 'GET', url: '/healthz', headers: { origin: ORIGIN } });
    expect(actual.headers['access-control-expose-headers']).toContain('new-token');
  });

  it('gives other origins no CORS headers', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
