import { API } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('health', () => {
  it('/healthz answers while the process is up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect([response.statusCode, response.json()]).toEqual([200, { status: 'ok' }]);
  });

  it('/readyz answers 200 when the database does, 503 when it does not', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);

    const down = await createTestApp();
    try {
      await down.app.db.destroy();
      const response = await down.app.inject({ method: 'GET', url: '/readyz' });
      expect([response.statusCode, response.json()]).toEqual([
        503,
        { status: 'unavailable', failing: ['database'] },
      ]);
    } finally {
      await down.close();
    }
  });

  it('echoes a well-formed x-request-id and makes one otherwise', async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'edge-42' },
    });
    expect(given.headers['x-request-id']).toBe('edge-42');
    const made = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'bad id\n' },
    });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('OpenAPI', () => {
  it('serves Swagger UI at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('documents the routes from their zod schemas, with the token where login is needed', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json<{
      paths: Record<string, Record<string, { security?: unknown; requestBody?: unknown }>>;
    }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        API.smsPush,
        API.login,
        API.logout,
        API.userInfo,
        API.userInfoField,
        API.uploadImage,
      ]),
    );
    expect(document.paths[API.userInfo]?.get?.security).toEqual([{ userToken: [] }]);
    expect(document.paths[API.login]?.post?.security).toBeUndefined();
    expect(JSON.stringify(document.paths[API.smsPush]?.post?.requestBody)).toContain('phone');
  });
});
