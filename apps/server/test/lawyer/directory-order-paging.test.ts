import { gunzipSync } from 'node:zlib';
import { API } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECTORY_CACHE_TTL_MS } from '../../src/modules/lawyer/directory-service';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { directory, names, seedLawyer } from './lawyer-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Inserted in this order, so ids rise from A to E; C and D tie on rating and served orders.
  const lawyers = [
    {
      name: '甲律师',
      accepting: 0,
      rating: 50,
      review_count: 5,
      served_orders: 10,
      practice_start_year: 2012,
    },
    { name: '乙律师', rating: 45, review_count: 30, served_orders: 500, practice_start_year: 2001 },
    { name: '丙律师', rating: 48, review_count: 2, served_orders: 200, practice_start_year: 2010 },
    { name: '丁律师', rating: 48, review_count: 9, served_orders: 200, practice_start_year: 2010 },
    { name: '戊律师', rating: 30, review_count: 1, served_orders: 800, practice_start_year: 1999 },
  ];
  for (const lawyer of lawyers) await seedLawyer(t.app, lawyer);
});
afterAll(async () => t.close());

describe('GET /lawyer sort orders', () => {
  it('default: accepting first, then rating, served orders, newest', async () => {
    const expected = ['丁律师', '丙律师', '乙律师', '戊律师', '甲律师'];
    expect(await names(t.app)).toEqual(expected);
    expect(await names(t.app, '?sort=default')).toEqual(expected);
  });

  it('rating: highest rating, then most reviews', async () => {
    expect(await names(t.app, '?sort=rating')).toEqual(['甲律师', '丁律师', '丙律师', '乙律师', '戊律师']);
  });

  it('orders: most served orders, then rating, then newest', async () => {
    expect(await names(t.app, '?sort=orders')).toEqual(['戊律师', '乙律师', '丁律师', '丙律师', '甲律师']);
  });

  it('years: earliest first year of practice, then oldest profile', async () => {
    expect(await names(t.app, '?sort=years')).toEqual(['戊律师', '乙律师', '丙律师', '丁律师', '甲律师']);
  });

  it('refuses an unknown order', async () => {
    expect(await directory(t.app, '?sort=price')).toMatchObject({ code: 1, msg: '排序方式不正确' });
  });
});

describe('GET /lawyer paging', () => {
  it('pages through the order with the total on every page', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => directory(t.app, `?page=${page}&page_size=2`)));
    expect(pages.map((reply) => reply.data.list.map((item) => item.name))).toEqual([
      ['丁律师', '丙律师'],
      ['乙律师', '戊律师'],
      ['甲律师'],
    ]);
    for (const [index, reply] of pages.entries()) {
      expect(reply.data).toMatchObject({ total: 5, page: index + 1, page_size: 2 });
    }
  });

  it('answers a page past the end with an empty list and the right total', async () => {
    expect(await directory(t.app, '?page=4&page_size=2')).toMatchObject({
      code: 0,
      data: { list: [], total: 5, page: 4, page_size: 2 },
    });
  });

  it('refuses page sizes over 50 and pages below 1', async () => {
    expect(await directory(t.app, '?page_size=51')).toMatchObject({ code: 1, msg: '每页条数不能大于50' });
    expect(await directory(t.app, '?page_size=0')).toMatchObject({ code: 1, msg: '每页条数不能小于1' });
    expect(await directory(t.app, '?page=0')).toMatchObject({ code: 1, msg: '页码不能小于1' });
    expect((await directory(t.app, '?page_size=50')).data.list).toHaveLength(5);
  });
});

describe('GET /lawyer answers', () => {
  it('come gzip-compressed when the client accepts it, with an ETag per encoding', async () => {
    const url = `${API.lawyer}?page_size=50`;
    const plain = await t.app.inject({ method: 'GET', url });
    const zipped = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('accept-encoding');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(zipped.headers.etag).not.toBe(plain.headers.etag);

    const refusing = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(refusing.headers['content-encoding']).toBeUndefined();
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(zipped.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('are kept in memory for a while; invalidating shows changes at once', async () => {
    const scoped = await createTestApp();
    try {
      await seedLawyer(scoped.app, { name: '林律师' });
      expect(await names(scoped.app)).toEqual(['林律师']);

      await seedLawyer(scoped.app, { name: '郭律师' });
      expect(await names(scoped.app)).toEqual(['林律师']);
      scoped.clock.advance(DIRECTORY_CACHE_TTL_MS);
      expect(await names(scoped.app)).toEqual(['郭律师', '林律师']);

      await seedLawyer(scoped.app, { name: '何律师' });
      scoped.app.lawyerDirectory.invalidate();
      expect((await directory(scoped.app)).data.total).toBe(3);
    } finally {
      await scoped.close();
    }
  });
});
