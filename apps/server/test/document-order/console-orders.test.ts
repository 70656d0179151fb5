import { API, type AdminDocumentOrderDetail, type AdminDocumentOrder, type Page } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { operatorCall, signedInOperator } from '../operator/operator-api';
import { boughtDocument, documentWorld, type DocumentWorld } from './support/document-world';

let t: TestApp;
let world: DocumentWorld;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  world = await documentWorld(t);
  operator = await signedInOperator(t.app, t.clock.now());
});
afterAll(async () => t.close());

const list = (query: string) =>
  operatorCall<Page<AdminDocumentOrder>>(t.app, {
    method: 'GET',
    url: `${API.admin.documentOrders}?${query}`,
    operatorToken: operator,
  });
const detail = (orderNo: string) =>
  operatorCall<AdminDocumentOrderDetail>(t.app, {
    method: 'GET',
    url: `${API.admin.documentOrders}/${orderNo}`,
    operatorToken: operator,
  });
const refund = (orderNo: string, text: string, token = operator) =>
  operatorCall<AdminDocumentOrderDetail>(t.app, {
    method: 'POST',
    url: API.admin.documentOrderRefund,
    operatorToken: token,
    payload: { order_no: orderNo, text },
  });

describe('the console of document orders', () => {
  it('lists orders newest first, filtered by state and by order number, buyer phone or title', async () => {
    const doc = await world.listedDocument({ price: 1000, title: 'Console sample contract' });
    const buyer = await world.buyer();
    const orderNo = await boughtDocument(t, buyer.token, doc.id);
    const other = await world.buyer();
    const unpaid = await call<{ order_no: string }>(t.app, {
      method: 'POST',
      url: API.documentOrders,
      token: other.token,
      payload: { document_id: doc.id },
    });
    const all = await list('page=1&page_size=10');
    expect(all.data.list.map((item) => item.order_no)).toEqual([unpaid.body.data.order_no, orderNo]);
    expect(all.data.list[1]).toMatchObject({
      state: 'paid',
      price: 1000,
      commission: 300,
      downloads: 0,
      can_refund: true,
      uploader_name: '文律师',
      buyer: { user_id: buyer.id, phone: buyer.phone },
      document: { id: doc.id, title: 'Console sample contract' },
    });
    expect((await list('state=unpaid')).data.list.map((item) => item.order_no)).toEqual([
      unpaid.body.data.order_no,
    ]);
    expect((await list(`keyword=${buyer.phone}`)).data.total).toBe(1);
    expect((await list(`keyword=${orderNo}`)).data.list[0]!.order_no).toBe(orderNo);
    expect((await list('keyword=sample')).data.total).toBe(2);
    expect((await list('keyword=nothing-like-it')).data.total).toBe(0);
  });

  it('shows an order with its timeline and download log', async () => {
    const doc = await world.listedDocument();
    const buyer = await world.buyer();
    const orderNo = await boughtDocument(t, buyer.token, doc.id);
    const link = await call<{ url: string }>(t.app, {
      method: 'POST',
      url: API.documentDownload,
      token: buyer.token,
      payload: { id: doc.id, format: 'pdf' },
    });
    await t.app.inject({ method: 'GET', url: link.body.data.url, remoteAddress: '10.1.2.3' });
    const shown = await detail(orderNo);
    expect(shown.data).toMatchObject({ state: 'finished', downloads: 1, can_refund: false });
    expect(shown.data.events.map((event) => [event.action, event.actor])).toEqual([
      ['pay', '支付平台'],
      ['first_use', '买家'],
    ]);
    expect(shown.data.download_log).toEqual([
      {
        version_no: 1,
        format: 'pdf',
        link_id: link.body.data.url.split('/').pop()!.split('.')[0],
        ip: '10.1.2.3',
        created_at: t.clock.now(),
      },
    ]);
    expect((await detail('D2026010100000000')).msg).toBe('订单不存在');
  });

  it('refunds a paid order in full with a text: audited, the buyer told; refuses a finished one', async () => {
    const doc = await world.listedDocument({ price: 600 });
    const buyer = await world.buyer();
    const orderNo = await boughtDocument(t, buyer.token, doc.id);
    const refunded = await refund(orderNo, '文件损坏，全额退款');
    expect(refunded.data).toMatchObject({ state: 'refunded', can_refund: false });
    expect(refunded.data.events.at(-1)).toMatchObject({
      action: 'operator_refund',
      label: '运营全额退款',
      actor: '运营',
      note: '文件损坏，全额退款',
    });
    const entry = await t.app.db
      .selectFrom('audit_logs')
      .select(['action', 'target', 'detail'])
      .where('action', '=', 'document_order.refund')
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({
      action: 'document_order.refund',
      target: `document_order:${orderNo}`,
      detail: '文件损坏，全额退款',
    });
    const notice = await t.app.db
      .selectFrom('notifications')
      .select('body')
      .where('user_id', '=', buyer.id)
      .executeTakeFirstOrThrow();
    expect(notice.body).toContain('平台已全额退款');
    expect((await refund(orderNo, '再退一次')).msg).toBe('订单状态已变化，请刷新');
  });

  it('refuses users and bad input', async () => {
    const buyer = await world.buyer();
    const asUser = await operatorCall(t.app, {
      method: 'GET',
      url: API.admin.documentOrders,
      userToken: buyer.token,
    });
    expect(asUser.code).toBe(2);
    expect((await refund('D2026010100000000', 'x')).code).toBe(1);
    expect((await refund('X1', '全额退款')).code).toBe(1);
    expect((await list('state=lost')).code).toBe(1);
    expect((await detail('nope')).code).toBe(1);
  });
});
