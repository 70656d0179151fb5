import { API } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { names, seedLawyer } from './lawyer-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedLawyer(t.app, { name: '林律师' });
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /lawyer ready answers (directory-answers.ts)', () => {
  it('answer the same address again with the same bytes and headers, and a request id of its own', async () => {
    const url = `${API.lawyer}?sort=rating&page_size=30`;
    const headers = { 'accept-encoding': 'gzip' };
    const first = await get(url, headers);
    const second = await get(url, headers);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    for (const name of ['content-type', 'etag', 'cache-control', 'vary', 'x-content-type-options'])
      expect(second.headers[name]).toBe(first.headers[name]);
    expect(second.headers['x-request-id']).toBeTruthy();
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);

    const revalidated = await get(url, { ...headers, 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    // another Accept-Encoding is another answer
    expect((await get(url)).headers['content-encoding']).toBeUndefined();
  });

  it('never answer an address that failed validation', async () => {
    for (let i = 0; i < 2; i += 1) {
      const refused = await get(`${API.lawyer}?page_size=51`);
      expect(refused.json()).toMatchObject({ code: 1 });
      const unknownSort = await get(`${API.lawyer}?sort=nearest`);
      expect(unknownSort.json()).toMatchObject({ code: 1 });
    }
  });

  it('are forgotten when the directory is invalidated', async () => {
    expect(await names(t.app, '?page=1')).toEqual(['林律师']);
    await seedLawyer(t.app, { name: '郭律师' });
    expect(await names(t.app, '?page=1')).toEqual(['林律师']);
    t.app.lawyerDirectory.invalidate();
    expect(await names(t.app, '?page=1')).toEqual(['郭律师', '林律师']);
  });
});
