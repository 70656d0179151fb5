import type { DocumentOrderStateKey } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDailyDownloads } from '../../src/modules/document-order/daily-downloads';
import { documentViewerOf } from '../../src/modules/document-order/viewer';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { documentWorld, type DocumentWorld, type SeededDocument } from './support/document-world';

let t: TestApp;
let world: DocumentWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await documentWorld(t);
});
afterAll(async () => t.close());

let orderSerial = 0;
async function orderOf(buyerId: number, doc: SeededDocument, state: DocumentOrderStateKey, used = false) {
  const now = t.clock.now();
  const orderNo = `D2026010100${String((orderSerial += 1)).padStart(6, '0')}`;
  await t.app.db
    .insertInto('document_orders')
    .values({
      order_no: orderNo,
      document_id: doc.id,
      version_id: doc.versionId,
      buyer_id: buyerId,
      uploader_user_id: world.lawyerUserId,
      lawyer_id: world.lawyerId,
      price: doc.price,
      commission_percent: 30,
      state,
      created_at: now,
      paid_at: state === 'unpaid' ? null : now,
      first_used_at: used ? now : null,
      updated_at: now,
    })
    .execute();
  return orderNo;
}

const viewerOf = (userId: number | null, doc: SeededDocument, listed = true) =>
  documentViewerOf(t.app.db, {
    userId,
    document: {
      id: doc.id,
      price: doc.price,
      uploader_user_id: world.lawyerUserId,
      listed_version_id: listed ? doc.versionId : null,
    },
    now: t.clock.now(),
  });

describe('documentViewerOf', () => {
  it('gives a visitor nothing and a stranger no entitlement to a paid document', async () => {
    const doc = await world.listedDocument();
    expect(await viewerOf(null, doc)).toMatchObject({ entitled: false, own: false, downloads_left_today: 0 });
    const stranger = await world.buyer();
    expect(await viewerOf(stranger.id, doc)).toEqual({
      own: false,
      entitled: false,
      order_no: null,
      order_state: null,
      can_refund: false,
      can_rate: false,
      rated: false,
      downloads_left_today: 20,
    });
  });

  it('entitles the uploader, and everybody to a free listed document (not an unlisted one)', async () => {
    const paid = await world.listedDocument();
    expect(await viewerOf(world.lawyerUserId, paid)).toMatchObject({
      own: true,
      entitled: true,
      can_rate: false,
    });
    const free = await world.listedDocument({ price: 0 });
    const user = await world.buyer();
    expect((await viewerOf(user.id, free)).entitled).toBe(true);
    expect((await viewerOf(user.id, free, false)).entitled).toBe(false);
  });

  it('shows an unpaid order without entitlement, a paid one with refund and rating', async () => {
    const doc = await world.listedDocument();
    const buyer = await world.buyer();
    const unpaid = await orderOf(buyer.id, doc, 'unpaid');
    expect(await viewerOf(buyer.id, doc)).toMatchObject({
      entitled: false,
      order_no: unpaid,
      order_state: 'unpaid',
      can_refund: false,
      can_rate: false,
    });
    await t.app.db
      .updateTable('document_orders')
      .set({ state: 'closed' })
      .where('order_no', '=', unpaid)
      .execute();
    const paid = await orderOf(buyer.id, doc, 'paid');
    expect(await viewerOf(buyer.id, doc)).toMatchObject({
      entitled: true,
      order_no: paid,
      order_state: 'paid',
      can_refund: true,
      can_rate: true,
      rated: false,
    });
  });

  it('ends the refund right at the first use and the rating right once rated; a refunded order entitles nothing', async () => {
    const doc = await world.listedDocument();
    const buyer = await world.buyer();
    await orderOf(buyer.id, doc, 'finished', true);
    await t.app.db
      .insertInto('document_ratings')
      .values({
        document_id: doc.id,
        order_id: null,
        user_id: buyer.id,
        score: 5,
        text: '很好',
        created_at: 1,
      })
      .execute();
    expect(await viewerOf(buyer.id, doc)).toMatchObject({
      entitled: true,
      order_state: 'finished',
      can_refund: false,
      can_rate: false,
      rated: true,
    });
    const other = await world.listedDocument();
    const refunded = await world.buyer();
    await orderOf(refunded.id, other, 'refunded');
    expect(await viewerOf(refunded.id, other)).toMatchObject({ entitled: false, order_no: null });
  });

  it('counts the links made today against the daily cap', async () => {
    const doc = await world.listedDocument();
    const user = await world.buyer();
    const daily = createDailyDownloads(t.app.db);
    expect(await daily.take(user.id, t.clock.now())).toBe(19);
    expect(await daily.take(user.id, t.clock.now())).toBe(18);
    expect((await viewerOf(user.id, doc)).downloads_left_today).toBe(18);
  });
});
