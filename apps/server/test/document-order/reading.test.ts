import { API, TOKEN_HEADER, type DocumentReadPages } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_MSG } from '../../src/modules/document-order/usable-link';
import { call } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { boughtDocument, documentWorld, type DocumentWorld } from './support/document-world';

let t: TestApp;
let world: DocumentWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await documentWorld(t);
});
afterAll(async () => t.close());

const read = (token: string, id: number) =>
  call<DocumentReadPages>(t.app, { method: 'GET', url: `${API.documentRead}?id=${id}`, token });
const fetchPage = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { [TOKEN_HEADER]: token } : {} });

describe('在线阅读', () => {
  it('gives the buyer every page at a signed address; reading is the first use; pages are images', async () => {
    const doc = await world.listedDocument({ pages: 3 });
    const buyer = await world.buyer();
    const orderNo = await boughtDocument(t, buyer.token, doc.id);
    const pages = await read(buyer.token, doc.id);
    expect(pages.body.data).toMatchObject({ page_count: 3, expires_at: t.clock.now() + 10 * 60_000 });
    expect(pages.body.data.pages.map((page) => page.page)).toEqual([1, 2, 3]);
    expect((await t.app.documentOrders.service.findByNo(orderNo))!.state).toBe('finished');
    const image = await fetchPage(pages.body.data.pages[1]!.url, buyer.token);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    // The rendered page is kept: the second time it is the same bytes.
    const again = await fetchPage(pages.body.data.pages[1]!.url);
    expect(Buffer.compare(again.rawPayload, image.rawPayload)).toBe(0);
    const log = await t.app.db
      .selectFrom('document_downloads')
      .select(['format', 'user_id'])
      .where('document_id', '=', doc.id)
      .execute();
    expect(log).toEqual([{ format: 'read', user_id: buyer.id }]);
  });

  it("refuses a non-buyer, another user's session, a page address for a page it was not signed for, and an expired one", async () => {
    const doc = await world.listedDocument({ pages: 2 });
    const buyer = await world.buyer();
    const stranger = await world.buyer();
    expect((await read(stranger.token, doc.id)).body).toMatchObject({
      code: 7,
      msg: '购买后才能下载或阅读该文档',
    });
    await boughtDocument(t, buyer.token, doc.id);
    const url = (await read(buyer.token, doc.id)).body.data.pages[0]!.url;
    expect((await fetchPage(url, stranger.token)).json()).toMatchObject({ code: 7, msg: LINK_MSG.otherUser });
    const otherPage = url.replace(/\.1\./, '.2.');
    expect((await fetchPage(otherPage)).json()).toMatchObject({ code: 7, msg: LINK_MSG.invalid });
    const downloadToken = url.replace(/\.1\./, '.');
    expect((await fetchPage(`${API.documentFile}/${downloadToken.split('/').pop()}`)).json()).toMatchObject({
      code: 7,
      msg: LINK_MSG.invalid,
    });
    t.clock.advance(10 * 60_000);
    expect((await fetchPage(url, buyer.token)).json()).toMatchObject({ code: 7, msg: LINK_MSG.expired });
  });

  it('lets anybody signed in read a free listed document, and nobody signed out', async () => {
    const free = await world.listedDocument({ price: 0, pages: 1 });
    const reader = await world.buyer();
    const pages = await read(reader.token, free.id);
    expect(pages.body.data.page_count).toBe(1);
    expect((await fetchPage(pages.body.data.pages[0]!.url)).statusCode).toBe(200);
    expect((await call(t.app, { method: 'GET', url: `${API.documentRead}?id=${free.id}` })).body.code).toBe(
      2,
    );
    expect((await read(reader.token, Number.NaN)).body).toMatchObject({ code: 1 });
  });
});
