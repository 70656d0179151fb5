import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNPAID_ORDERS_MAX } from '../../src/modules/order/order-admission';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { documentWorld, paid, type DocumentWorld, buy as buyDocument } from './support/document-world';

const REFUSAL = '待支付的文档订单已有5个，请先支付或取消后再购买';

let t: TestApp;
let world: DocumentWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await documentWorld(t);
});
afterAll(async () => t.close());

const buy = (token: string, documentId: number) => buyDocument(t, token, documentId);
const documents = (count: number) => Promise.all(Array.from({ length: count }, () => world.listedDocument()));

describe('unpaid document orders per buyer (the rule of every order kind)', () => {
  it('refuses a sixth unpaid order, still reuses an open one, and takes new ones once one is paid', async () => {
    const buyer = await world.buyer();
    const docs = await documents(UNPAID_ORDERS_MAX + 1);
    const orders = [];
    for (const doc of docs.slice(0, UNPAID_ORDERS_MAX)) {
      const reply = await buy(buyer.token, doc.id);
      expect(reply.body.code).toBe(0);
      orders.push(reply.body.data.order_no);
    }
    const sixth = docs[UNPAID_ORDERS_MAX]!;
    expect((await buy(buyer.token, sixth.id)).body).toMatchObject({ code: 7, msg: REFUSAL });
    expect((await buy(buyer.token, docs[0]!.id)).body.data.order_no).toBe(orders[0]);
    await paid(t, buyer.token, orders[0]!);
    expect((await buy(buyer.token, sixth.id)).body.code).toBe(0);
  });

  it('lets only five of eight 购买 at once through', async () => {
    const buyer = await world.buyer();
    const docs = await documents(8);
    const replies = await Promise.all(docs.map((doc) => buy(buyer.token, doc.id)));
    expect(replies.filter((reply) => reply.body.code === 0)).toHaveLength(UNPAID_ORDERS_MAX);
    expect(replies.filter((reply) => reply.body.msg === REFUSAL)).toHaveLength(8 - UNPAID_ORDERS_MAX);
  });
});
