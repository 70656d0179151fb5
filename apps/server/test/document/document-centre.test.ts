import { API, type DocumentList } from '@lawbridge/contract';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import { useDocumentWorld } from './support/document-world';
import { insertListed } from './support/listed-rows';

const DAY = 86_400_000;

describe('the document centre', () => {
  const world = useDocumentWorld();
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const w = world();
    const base = w.clock.now() - 30 * DAY;
    const siblingType = await w.app.db
      .selectFrom('legal_types')
      .select('id')
      .where('parent_id', '=', w.parentTypeId)
      .where('id', '<>', w.leafTypeId)
      .executeTakeFirstOrThrow();
    const common = { uploaderId: w.customerUserId, legalTypeId: w.leafTypeId };
    ids.labour = await insertListed(w.app.db, {
      ...common,
      title: '劳动合同范本',
      tags: ['试用期'],
      price: 990,
      sales: 10,
      ratingSum: 18,
      ratingCount: 4,
      listedAt: base,
    });
    ids.lease = await insertListed(w.app.db, {
      ...common,
      title: '房屋租赁合同',
      price: 500,
      sales: 2,
      ratingSum: 10,
      ratingCount: 2,
      listedAt: base + 20 * DAY,
    });
    ids.loan = await insertListed(w.app.db, {
      ...common,
      title: '借款合同 100%还款',
      legalTypeId: siblingType.id,
      price: 0,
      sales: 5,
      listedAt: base + 10 * DAY,
    });
    ids.hidden = await insertListed(w.app.db, {
      ...common,
      title: '劳动仲裁申请书',
      state: 'taken_down',
      listedAt: base,
    });
  });

  const centre = async (query: string) =>
    (await call<DocumentList>(world().app, { method: 'GET', url: `${API.documents}?${query}` })).body;
  const titles = (list: DocumentList) => list.list.map((item) => item.title);

  it('lists listed documents only, each with its type, rating and uploader', async () => {
    const page = await centre('sort=newest');
    expect(titles(page.data)).toEqual(['房屋租赁合同', '借款合同 100%还款', '劳动合同范本']);
    expect(page.data.total).toBe(3);
    const uploader = await world()
      .app.db.selectFrom('users')
      .select('nickname')
      .where('id', '=', world().customerUserId)
      .executeTakeFirstOrThrow();
    expect(page.data.list[2]).toMatchObject({
      id: ids.labour,
      tags: ['试用期'],
      price: 990,
      sales: 10,
      rating: 4.5,
      rating_count: 4,
      pages: 3,
      format: 'pdf',
      cover_url: null,
      uploader_name: uploader.nickname,
    });
  });

  it('finds by title, tag, pinyin initials and full pinyin (typed with spaces), and escapes LIKE signs', async () => {
    expect(titles((await centre('keyword=租赁')).data)).toEqual(['房屋租赁合同']);
    expect(titles((await centre('keyword=试用期')).data)).toEqual(['劳动合同范本']);
    expect(titles((await centre('keyword=LDHT')).data)).toEqual(['劳动合同范本']);
    expect(titles((await centre(`keyword=${encodeURIComponent('fang wu')}`)).data)).toEqual(['房屋租赁合同']);
    expect(titles((await centre(`keyword=${encodeURIComponent('100%')}`)).data)).toEqual([
      '借款合同 100%还款',
    ]);
    expect((await centre(`keyword=${encodeURIComponent('%')}`)).data.total).toBe(1);
    expect((await centre('keyword=_')).data.total).toBe(0);
  });

  it('filters by a legal type, a parent type taking its children', async () => {
    expect(titles((await centre(`legal_type_id=${world().leafTypeId}&sort=price`)).data)).toEqual([
      '房屋租赁合同',
      '劳动合同范本',
    ]);
    expect((await centre(`legal_type_id=${world().parentTypeId}`)).data.total).toBe(3);
    expect((await centre('legal_type_id=999999')).data.total).toBe(0);
  });

  it('sorts by sales, rating, newest, price and the default score', async () => {
    expect(titles((await centre('sort=sales')).data)).toEqual([
      '劳动合同范本',
      '借款合同 100%还款',
      '房屋租赁合同',
    ]);
    expect(titles((await centre('sort=rating')).data)).toEqual([
      '房屋租赁合同',
      '劳动合同范本',
      '借款合同 100%还款',
    ]);
    expect(titles((await centre('sort=price')).data)).toEqual([
      '借款合同 100%还款',
      '房屋租赁合同',
      '劳动合同范本',
    ]);
    // 综合 over the same base day: labour 30 + 72/5 = 44, lease 6 + 40/3 + 20 days = 39, loan 15 + 0 + 10 days = 25.
    expect(titles((await centre('sort=default')).data)).toEqual([
      '劳动合同范本',
      '房屋租赁合同',
      '借款合同 100%还款',
    ]);
  });

  it('pages', async () => {
    const second = await centre('sort=sales&page=2&page_size=2');
    expect(titles(second.data)).toEqual(['房屋租赁合同']);
    expect(second.data.total).toBe(3);
  });

  it('refuses bad queries with code 1 and a Chinese message', async () => {
    const bad = await centre('sort=cheapest');
    expect(bad.code).toBe(1);
    expect(bad.msg).toMatch(/排序方式/);
    expect((await centre('legal_type_id=abc')).code).toBe(1);
  });

  // Last in this file: it lists more documents, so the page is large enough to be worth compressing.
  it('sends the list gzip-compressed to a browser that accepts it, the same JSON as uncompressed', async () => {
    for (let index = 0; index < 6; index += 1) {
      await insertListed(world().app.db, {
        uploaderId: world().customerUserId,
        legalTypeId: world().leafTypeId,
        title: `合同范本第${index + 1}号`,
        listedAt: world().clock.now(),
      });
    }
    const url = `${API.documents}?sort=default&page=1&page_size=20`;
    const plain = await world().app.inject({ method: 'GET', url });
    const zipped = await world().app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    expect((plain.json() as { data: DocumentList }).data.total).toBe(9);
  });
});
