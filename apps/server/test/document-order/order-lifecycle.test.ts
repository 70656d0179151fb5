import { API, type DocumentOrder } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../../src/core/ledger/accounts';
import { balanceOf } from '../../src/core/ledger/journal';
import { createFundHoldsRepo } from '../../src/core/ledger/fund-holds-repo';
import { createTimerWorker } from '../../src/core/timers/timer-worker';
import { MSG_REFUND_ENDED } from '../../src/modules/document-order/buyer-orders';
import { registerDocumentOrderTimers } from '../../src/modules/document-order/timers';
import { call } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createOperator } from '../operator/operator-api';
import {
  boughtDocument,
  documentWorld,
  paid,
  type DocumentWorld,
  salesOf as salesOfDocument,
  buy as buyDocument,
} from './support/document-world';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let t: TestApp;
let world: DocumentWorld;
let operatorId: number;
beforeAll(async () => {
  t = await createTestApp();
  world = await documentWorld(t);
  operatorId = await createOperator(t.app, 'docops', t.clock.now());
});
afterAll(async () => t.close());

const service = () => t.app.documentOrders.service;
const orderOf = async (orderNo: string) => (await service().findByNo(orderNo))!;
const salesOf = (documentId: number) => salesOfDocument(t, documentId);
const buy = (token: string, documentId: number) => buyDocument(t, token, documentId);
const action = (token: string, orderNo: string, name: 'close' | 'refund') =>
  call<DocumentOrder>(t.app, {
    method: 'POST',
    url: API.documentOrderAction,
    token,
    payload: { order_no: orderNo, action: name },
  });
const detail = (token: string, orderNo: string) =>
  call<DocumentOrder>(t.app, { method: 'GET', url: `${API.documentOrderDetail}?order_no=${orderNo}`, token });

/** Works every timer due once the clock is moved by `ms`. */
async function runTimersAfter(ms: number) {
  const worker = createTimerWorker({ db: t.app.db, clock: t.clock, log: t.app.log });
  registerDocumentOrderTimers(worker, service());
  t.clock.advance(ms);
  await worker.runDue();
}

describe('buying a document', () => {
  it('makes one unpaid order at the frozen price and commission, reused until it is paid', async () => {
    const doc = await world.listedDocument({ price: 1990 });
    const buyer = await world.buyer();
    const first = await buy(buyer.token, doc.id);
    expect(first.body.code).toBe(0);
    expect((await buy(buyer.token, doc.id)).body.data.order_no).toBe(first.body.data.order_no);
    await t.app.db.updateTable('documents').set({ price: 2990 }).where('id', '=', doc.id).execute();
    const order = await orderOf(first.body.data.order_no);
    expect(order).toMatchObject({ state: 'unpaid', price: 1990, commission_percent: 30, buyer_id: buyer.id });
    expect(first.body.data.order_no).toMatch(/^D\d{16}$/);
    const shown = await detail(buyer.token, first.body.data.order_no);
    expect(shown.body.data).toMatchObject({
      state: 'unpaid',
      state_label: '待支付',
      pay_deadline: order.created_at + 15 * MINUTE,
      actions: [{ action: 'close', label: '取消订单' }],
      document: { id: doc.id, title: doc.title, format: 'pdf', pages: 2 },
    });
  });

  it("refuses the buyer's own document, a free one, an unlisted one and one already bought, saying why", async () => {
    const doc = await world.listedDocument();
    expect((await buy(world.lawyerToken, doc.id)).body).toMatchObject({
      code: 7,
      msg: '不能购买自己上传的文档',
    });
    const buyer = await world.buyer();
    const free = await world.listedDocument({ price: 0 });
    expect((await buy(buyer.token, free.id)).body.msg).toBe('免费文档可直接下载，无需购买');
    const hidden = await world.listedDocument();
    await t.app.db
      .updateTable('documents')
      .set({ state: 'taken_down' })
      .where('id', '=', hidden.id)
      .execute();
    expect((await buy(buyer.token, hidden.id)).body.msg).toBe('文档不存在或已下架');
    expect((await buy(buyer.token, 999_999)).body.msg).toBe('文档不存在或已下架');
    await boughtDocument(t, buyer.token, doc.id);
    expect((await buy(buyer.token, doc.id)).body.msg).toBe('您已购买该文档，可直接下载');
  });

  it('makes one order of five 购买 at once', async () => {
    const doc = await world.listedDocument();
    const buyer = await world.buyer();
    const replies = await Promise.all(Array.from({ length: 5 }, () => buy(buyer.token, doc.id)));
    expect(new Set(replies.map((reply) => reply.body.data.order_no)).size).toBe(1);
  });

  it('refuses bad input with code 1 and a Chinese message', async () => {
    const buyer = await world.buyer();
    for (const payload of [{}, { document_id: 'x' }, { document_id: -1 }]) {
      const reply = await call(t.app, {
        method: 'POST',
        url: API.documentOrders,
        token: buyer.token,
        payload,
      });
      expect(reply.body.code).toBe(1);
      expect(reply.body.msg).toMatch(/文档/);
    }
    const badAction = await call(t.app, {
      method: 'POST',
      url: API.documentOrderAction,
      token: buyer.token,
      payload: { order_no: 'D2026010100000001', action: 'first_use' },
    });
    expect(badAction.body).toMatchObject({ code: 1, msg: '操作不正确' });
  });
});

describe('the document order lifecycle', () => {
  it('pays in the sandbox: paid, the sale counted, the price in escrow, the 7-day completion scheduled', async () => {
    const doc = await world.listedDocument({ price: 1000 });
    const buyer = await world.buyer();
    const escrowBefore = await balanceOf(t.app.db, ACCOUNTS.escrow);
    const orderNo = await boughtDocument(t, buyer.token, doc.id);
    const order = await orderOf(orderNo);
    expect(order.state).toBe('paid');
    expect(order.paid_at).toBe(t.clock.now());
    expect(await salesOf(doc.id)).toBe(1);
    expect((await balanceOf(t.app.db, ACCOUNTS.escrow)) - escrowBefore).toBe(1000);
    const timers = await t.app.db
      .selectFrom('timers')
      .select(['kind', 'due_at'])
      .where('ref_kind', '=', 'document')
      .where('ref_id', '=', order.id)
      .where('done_at', 'is', null)
      .where('kind', '!=', 'document:payment_check')
      .execute();
    expect(timers).toEqual([{ kind: 'document:auto_finish', due_at: t.clock.now() + 7 * DAY }]);
    expect((await detail(buyer.token, orderNo)).body.data.actions).toEqual([
      { action: 'refund', label: '申请退款（未下载，立即退回）' },
    ]);
    const listed = await call<{ list: DocumentOrder[] }>(t.app, {
      method: 'GET',
      url: API.documentOrders,
      token: buyer.token,
    });
    expect(listed.body.data.list.map((item) => item.order_no)).toEqual([orderNo]);
  });

  it('refunds at once before the first use: everything back, the sale taken back, listed as refunded', async () => {
    const doc = await world.listedDocument({ price: 1500 });
    const buyer = await world.buyer();
    const orderNo = await boughtDocument(t, buyer.token, doc.id);
    const escrowBefore = await balanceOf(t.app.db, ACCOUNTS.escrow);
    const refunded = await action(buyer.token, orderNo, 'refund');
    expect(refunded.body.data).toMatchObject({ state: 'refunded', state_label: '已退款', actions: [] });
    expect(await salesOf(doc.id)).toBe(0);
    expect(escrowBefore - (await balanceOf(t.app.db, ACCOUNTS.escrow))).toBe(1500);
    const order = await orderOf(orderNo);
    expect(order).toMatchObject({ refunded_amount: 1500, refunded_at: t.clock.now() });
    const refund = await t.app.db
      .selectFrom('payments')
      .select(['amount', 'kind'])
      .where('order_kind', '=', 'document')
      .where('order_id', '=', order.id)
      .where('kind', '=', 'refund')
      .execute();
    expect(refund).toEqual([{ amount: 1500, kind: 'refund' }]);
    // Refunded: no longer entitled; buying again makes a new order.
    expect((await buy(buyer.token, doc.id)).body.data.order_no).not.toBe(orderNo);
  });

  it('closes an unpaid order by the buyer, and by itself after 15 minutes', async () => {
    const doc = await world.listedDocument();
    const buyer = await world.buyer();
    const byBuyer = (await buy(buyer.token, doc.id)).body.data.order_no;
    expect((await action(buyer.token, byBuyer, 'close')).body.data.state).toBe('closed');
    const byTimer = (await buy(buyer.token, doc.id)).body.data.order_no;
    expect(byTimer).not.toBe(byBuyer);
    await runTimersAfter(15 * MINUTE);
    expect(await orderOf(byTimer)).toMatchObject({ state: 'closed' });
    expect((await orderOf(byTimer)).closed_at).not.toBeNull();
  });

  it('sends a payment arriving after the close straight back, leaving the order closed and the sales alone', async () => {
    const doc = await world.listedDocument({ price: 700 });
    const buyer = await world.buyer();
    const orderNo = (await buy(buyer.token, doc.id)).body.data.order_no;
    await action(buyer.token, orderNo, 'close');
    await service().recordPayment({ orderNo, amount: 700, providerTxn: `late-${orderNo}` });
    const order = await orderOf(orderNo);
    expect(order.state).toBe('closed');
    expect(await salesOf(doc.id)).toBe(0);
    const records = await t.app.db
      .selectFrom('payments')
      .select(['kind', 'amount'])
      .where('order_kind', '=', 'document')
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    expect(records).toEqual([
      { kind: 'pay', amount: 700 },
      { kind: 'refund', amount: 700 },
    ]);
  });

  it('finishes a paid order nobody used after 7 days and settles it into held income', async () => {
    const doc = await world.listedDocument({ price: 999 });
    const buyer = await world.buyer();
    const orderNo = await boughtDocument(t, buyer.token, doc.id);
    await runTimersAfter(7 * DAY);
    const order = await orderOf(orderNo);
    expect(order.state).toBe('finished');
    // 30 % of 9.99 元 is 3.00 元 (rounded), the lawyer's share 6.99 元, held like every income.
    const settled = await t.app.db
      .selectFrom('ledger_entries')
      .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
      .select(['ledger_entries.account', 'ledger_entries.amount'])
      .where('ledger_transactions.order_kind', '=', 'document')
      .where('ledger_transactions.order_id', '=', order.id)
      .where('ledger_transactions.kind', '=', 'settle')
      .orderBy('ledger_entries.id')
      .execute();
    expect(settled.map((entry) => [entry.account, Number(entry.amount)])).toEqual([
      [ACCOUNTS.escrow, -999],
      [ACCOUNTS.lawyerPending(world.lawyerId), 699],
      [ACCOUNTS.platformRevenue, 300],
    ]);
    const hold = await createFundHoldsRepo(t.app.db).of({ orderKind: 'document', orderId: order.id });
    expect(hold).toMatchObject({ amount: 699, lawyer_id: world.lawyerId });
    expect((await action(buyer.token, orderNo, 'refund')).body).toMatchObject({
      code: 7,
      msg: MSG_REFUND_ENDED,
    });
  });

  it('lets only the buyer act on the order, and each actor only its own transitions', async () => {
    const doc = await world.listedDocument();
    const buyer = await world.buyer();
    const stranger = await world.buyer();
    const orderNo = (await buy(buyer.token, doc.id)).body.data.order_no;
    for (const token of [stranger.token, world.lawyerToken]) {
      expect((await action(token, orderNo, 'close')).body).toMatchObject({ code: 7, msg: '无权操作' });
      expect((await detail(token, orderNo)).body).toMatchObject({ code: 7, msg: '无权操作' });
    }
    await paid(t, buyer.token, orderNo);
    const order = await orderOf(orderNo);
    const refused = async (transition: 'refund' | 'operator_refund' | 'first_use' | 'pay', kind: string) => {
      const attempt = service().actAs({
        order,
        transition,
        actor: { kind: kind as 'customer', id: 1 },
      });
      await expect(attempt).rejects.toMatchObject({ userMessage: '无权操作' });
    };
    await refused('refund', 'lawyer');
    await refused('refund', 'operator');
    await refused('operator_refund', 'customer');
    await refused('first_use', 'operator');
    await refused('pay', 'customer');
    expect((await orderOf(orderNo)).state).toBe('paid');
    const refunded = await service().actAs({
      order,
      transition: 'operator_refund',
      actor: { kind: 'operator', id: operatorId },
      reason: '文件内容与描述不符',
    });
    expect(refunded.state).toBe('refunded');
    const notice = await t.app.db
      .selectFrom('notifications')
      .select(['kind', 'title'])
      .where('user_id', '=', buyer.id)
      .executeTakeFirstOrThrow();
    expect(notice).toEqual({ kind: 'refund_decided', title: '文档订单已退款' });
  });
});
