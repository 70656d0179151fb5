import { API, TOKEN_HEADER, type DocumentDownloadLink, type DocumentOrder } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_REFUND_ENDED } from '../../src/modules/document-order/buyer-orders';
import { LINK_MSG } from '../../src/modules/document-order/usable-link';
import { call } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { boughtDocument, documentWorld, type DocumentWorld } from './support/document-world';
import { pdfPageTexts } from './support/pdf-text';

let t: TestApp;
let world: DocumentWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await documentWorld(t);
});
afterAll(async () => t.close());

const linkFor = (token: string, body: Record<string, unknown>) =>
  call<DocumentDownloadLink>(t.app, { method: 'POST', url: API.documentDownload, token, payload: body });
const fetchFile = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { [TOKEN_HEADER]: token } : {} });
const refusal = (response: { json(): unknown }) => response.json() as { code: number; msg: string };
const orderOf = async (orderNo: string) => (await t.app.documentOrders.service.findByNo(orderNo))!;

describe('downloading a bought document', () => {
  it('serves the PDF stamped with the masked phone and the order number; the first download finishes the order', async () => {
    const doc = await world.listedDocument({ price: 800, pages: 3, title: 'Lease agreement' });
    const buyer = await world.buyer();
    const orderNo = await boughtDocument(t, buyer.token, doc.id);
    const link = await linkFor(buyer.token, { id: doc.id, format: 'pdf' });
    expect(link.body.data).toMatchObject({
      file_name: 'Lease agreement.pdf',
      expires_at: t.clock.now() + 60_000,
      downloads_left_today: 19,
    });
    expect(link.body.data.url).toMatch(new RegExp(`^${API.documentFile}/[0-9a-f]{32}\\.[\\w-]{22}$`));
    const file = await fetchFile(link.body.data.url, buyer.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('Lease%20agreement.pdf');
    const texts = await pdfPageTexts(file.rawPayload);
    expect(texts).toHaveLength(3);
    const masked = `${buyer.phone.slice(0, 3)}****${buyer.phone.slice(7)}`;
    for (const text of texts) {
      expect(text).toContain(orderNo);
      expect(text).toContain(masked);
    }
    const order = await orderOf(orderNo);
    expect(order).toMatchObject({ state: 'finished', first_used_at: t.clock.now() });
    const log = await t.app.db
      .selectFrom('document_downloads')
      .select(['user_id', 'version_id', 'order_id', 'format', 'link_id'])
      .where('document_id', '=', doc.id)
      .execute();
    expect(log).toEqual([
      {
        user_id: buyer.id,
        version_id: doc.versionId,
        order_id: order.id,
        format: 'pdf',
        link_id: link.body.data.url.split('/').pop()!.split('.')[0],
      },
    ]);
    // The refund right ended with the download.
    const refund = await call<DocumentOrder>(t.app, {
      method: 'POST',
      url: API.documentOrderAction,
      token: buyer.token,
      payload: { order_no: orderNo, action: 'refund' },
    });
    expect(refund.body).toMatchObject({ code: 7, msg: MSG_REFUND_ENDED });
    // Downloading again serves the same stamped copy, kept in storage.
    const again = await fetchFile((await linkFor(buyer.token, { id: doc.id, format: 'pdf' })).body.data.url);
    expect(Buffer.compare(again.rawPayload, file.rawPayload)).toBe(0);
  });

  it("refuses a link after 60 s, a copied link after 10 min, another user's session, a forged or unknown one", async () => {
    const doc = await world.listedDocument();
    const buyer = await world.buyer();
    const stranger = await world.buyer();
    await boughtDocument(t, buyer.token, doc.id);
    const short = (await linkFor(buyer.token, { id: doc.id, format: 'pdf' })).body.data.url;
    const copied = (await linkFor(buyer.token, { id: doc.id, format: 'pdf', purpose: 'copy_link' })).body
      .data;
    expect(copied.expires_at).toBe(t.clock.now() + 10 * 60_000);
    expect(refusal(await fetchFile(short, stranger.token))).toMatchObject({
      code: 7,
      msg: LINK_MSG.otherUser,
    });
    const [id, signature] = short.split('/').pop()!.split('.') as [string, string];
    for (const changed of [0, 21]) {
      const character = signature[changed] === 'A' ? 'B' : 'A';
      const forged = `${API.documentFile}/${id}.${signature.slice(0, changed)}${character}${signature.slice(changed + 1)}`;
      expect(refusal(await fetchFile(forged))).toMatchObject({ code: 7, msg: LINK_MSG.invalid });
    }
    const otherId = `${API.documentFile}/${'0'.repeat(32)}.${signature}`;
    expect(refusal(await fetchFile(otherId))).toMatchObject({ code: 7, msg: LINK_MSG.invalid });
    expect(refusal(await fetchFile(`${API.documentFile}/not-a-token`))).toMatchObject({ code: 1 });
    t.clock.advance(61_000);
    expect(refusal(await fetchFile(short))).toMatchObject({ code: 7, msg: LINK_MSG.expired });
    // No session at all (a phone's browser): the copied address is the key.
    expect((await fetchFile(copied.url)).statusCode).toBe(200);
    t.clock.advance(10 * 60_000);
    expect(refusal(await fetchFile(copied.url))).toMatchObject({ code: 7, msg: LINK_MSG.expired });
  });

  it('gives no link to a non-buyer, nor after a refund; the Word original only of a Word document', async () => {
    const doc = await world.listedDocument({ word: true, title: 'Word template' });
    const buyer = await world.buyer();
    expect((await linkFor(buyer.token, { id: doc.id, format: 'pdf' })).body).toMatchObject({
      code: 7,
      msg: '购买后才能下载或阅读该文档',
    });
    const orderNo = await boughtDocument(t, buyer.token, doc.id);
    const link = await linkFor(buyer.token, { id: doc.id, format: 'original' });
    expect(link.body.data.file_name).toBe('Word template.docx');
    // A link made before the refund stops working with it.
    const pdfLink = (await linkFor(buyer.token, { id: doc.id, format: 'pdf' })).body.data.url;
    await call(t.app, {
      method: 'POST',
      url: API.documentOrderAction,
      token: buyer.token,
      payload: { order_no: orderNo, action: 'refund' },
    });
    expect(refusal(await fetchFile(pdfLink))).toMatchObject({ code: 7, msg: '购买后才能下载或阅读该文档' });
    const pdfOnly = await world.listedDocument({ price: 0 });
    expect((await linkFor(buyer.token, { id: pdfOnly.id, format: 'original' })).body).toMatchObject({
      code: 7,
      msg: '该文档不是Word文件，请下载PDF',
    });
  });

  it('serves the Word original as uploaded, and a free document unstamped to anybody signed in', async () => {
    const doc = await world.listedDocument({ word: true });
    const buyer = await world.buyer();
    await boughtDocument(t, buyer.token, doc.id);
    const original = await fetchFile(
      (await linkFor(buyer.token, { id: doc.id, format: 'original' })).body.data.url,
    );
    expect(original.body).toBe('word file bytes');
    expect(original.headers['content-type']).toContain('wordprocessingml');
    const free = await world.listedDocument({ price: 0, title: 'Free notice' });
    const reader = await world.buyer();
    const file = await fetchFile((await linkFor(reader.token, { id: free.id, format: 'pdf' })).body.data.url);
    const texts = await pdfPageTexts(file.rawPayload);
    expect(texts[0]).toContain('Page 1 of Free notice');
    expect(texts[0]).not.toContain('****');
  });

  it("serves a buyer the new version once it is listed, stamped for the buyer's order", async () => {
    const doc = await world.listedDocument({ title: 'First edition' });
    const buyer = await world.buyer();
    const orderNo = await boughtDocument(t, buyer.token, doc.id);
    const link = async () => (await linkFor(buyer.token, { id: doc.id, format: 'pdf' })).body.data.url;
    expect((await pdfPageTexts((await fetchFile(await link())).rawPayload))[0]).toContain('First edition');
    await world.newVersion(doc, 'Second edition');
    const texts = await pdfPageTexts((await fetchFile(await link())).rawPayload);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain('Second edition');
    expect(texts[0]).toContain(orderNo);
  });

  it('lets exactly one of a refund and the first download at once win', async () => {
    const doc = await world.listedDocument({ price: 500 });
    const buyer = await world.buyer();
    const orderNo = await boughtDocument(t, buyer.token, doc.id);
    const url = (await linkFor(buyer.token, { id: doc.id, format: 'pdf' })).body.data.url;
    const [file, refund] = await Promise.all([
      fetchFile(url),
      call(t.app, {
        method: 'POST',
        url: API.documentOrderAction,
        token: buyer.token,
        payload: { order_no: orderNo, action: 'refund' },
      }),
    ]);
    const state = (await orderOf(orderNo)).state;
    if (state === 'refunded') {
      expect(refund.body.code).toBe(0);
      expect(refusal(file).code).toBe(7);
    } else {
      expect(state).toBe('finished');
      expect(file.statusCode).toBe(200);
      expect(refund.body.code).toBe(7);
    }
    const events = await t.app.db
      .selectFrom('order_events')
      .select('transition')
      .where('order_kind', '=', 'document')
      .where('order_id', '=', (await orderOf(orderNo)).id)
      .execute();
    expect(events.map((event) => event.transition).sort()).toEqual(
      ['pay', state === 'refunded' ? 'refund' : 'first_use'].sort(),
    );
  });

  it('lets exactly the daily cap of links through 30 parallel requests', async () => {
    await t.app.db
      .updateTable('platform_settings')
      .set({ value: '5' })
      .where('key', '=', 'document_daily_downloads')
      .execute();
    const free = await world.listedDocument({ price: 0 });
    const user = await world.buyer();
    const replies = await Promise.all(
      Array.from({ length: 30 }, () => linkFor(user.token, { id: free.id, format: 'pdf' })),
    );
    const granted = replies.filter((reply) => reply.body.code === 0);
    expect(granted).toHaveLength(5);
    expect(new Set(granted.map((reply) => reply.body.data.downloads_left_today))).toEqual(
      new Set([0, 1, 2, 3, 4]),
    );
    for (const reply of replies.filter((item) => item.body.code !== 0)) {
      expect(reply.body).toMatchObject({ code: 7, msg: '今日下载次数已达上限（5次），请明天再试' });
    }
    const links = await t.app.db
      .selectFrom('document_download_links')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Number(links.count)).toBe(5);
    // The next Shanghai day counts again.
    t.clock.advance(24 * 3_600_000);
    expect((await linkFor(user.token, { id: free.id, format: 'pdf' })).body.data.downloads_left_today).toBe(
      4,
    );
    await t.app.db
      .updateTable('platform_settings')
      .set({ value: '20' })
      .where('key', '=', 'document_daily_downloads')
      .execute();
  });

  it('refuses bad input with code 1 and a Chinese message', async () => {
    const user = await world.buyer();
    for (const payload of [{}, { id: 1, format: 'docx' }, { id: 1, format: 'pdf', purpose: 'share' }]) {
      const reply = await linkFor(user.token, payload);
      expect(reply.body.code).toBe(1);
      expect(reply.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(
      (await call(t.app, { method: 'POST', url: API.documentDownload, payload: { id: 1, format: 'pdf' } }))
        .body.code,
    ).toBe(2);
  });
});
