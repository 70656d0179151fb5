import { API, type WalletSummary } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('钱包明细 of a document sale', () => {
  it('shows the settlement as 文档收入 linked to the document, held until hold_days after it', async () => {
    const doc = await world.listedDocument({ price: 2000 });
    const buyer = await world.buyer();
    const orderNo = await boughtDocument(t, buyer.token, doc.id);
    const link = await call<{ url: string }>(t.app, {
      method: 'POST',
      url: API.documentDownload,
      token: buyer.token,
      payload: { id: doc.id, format: 'pdf' },
    });
    expect((await t.app.inject({ method: 'GET', url: link.body.data.url })).statusCode).toBe(200);
    const wallet = await call<WalletSummary>(t.app, {
      method: 'GET',
      url: API.lawyerWallet,
      token: world.lawyerToken,
    });
    expect(wallet.body.data.pending).toBe(1400);
    expect(wallet.body.data.entries.list).toEqual([
      {
        id: expect.any(Number),
        kind: 'settle',
        label: '文档收入',
        amount: 1400,
        balance_after: 1400,
        order_no: orderNo,
        order_scene: 'document',
        document_id: doc.id,
        withdrawal_no: null,
        available_at: t.clock.now() + 7 * 24 * 3_600_000,
        released: false,
        created_at: t.clock.now(),
      },
    ]);
  });
});
