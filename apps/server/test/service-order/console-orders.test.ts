import {
  API,
  type AdminServiceOrderDetail,
  type AdminServiceOrderItem,
  type Page,
} from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { loginAs } from '../helpers/api';
import { consoleWorld, LAWYER_ANSWER } from './console-fixtures';

let t: TestApp;
let world: Awaited<ReturnType<typeof consoleWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  world = await consoleWorld(t);
});
afterAll(async () => t.close());

const list = (query: string) => world.get<Page<AdminServiceOrderItem>>(`${API.admin.serviceOrders}?${query}`);

describe('console service orders', () => {
  it('lists orders newest first and filters by state, order no, phone, lawyer and Shanghai dates', async () => {
    // 2025-03-01 10:00 Shanghai; the second order a day later.
    const first = await world.order();
    t.clock.advance(24 * 60 * 60 * 1000);
    const second = await world.paid();
    await world.relogin();

    const all = await list('page=1&page_size=10');
    expect(all.code).toBe(0);
    expect(all.data.list.map((item) => item.order_no).slice(0, 2)).toEqual([second.order_no, first.order_no]);
    expect(all.data.list[0]).toMatchObject({
      state: 'waiting',
      state_label: '待接单',
      price: 4900,
      paid_amount: 4900,
      commission_rate_bp: 2000,
      lawyer: { uuid: world.lawyerUuid, name: '周律师' },
    });
    expect(all.data.list[0]!.customer.phone).toMatch(/^1360000\d{4}$/);

    expect((await list('state=unpaid')).data.list.map((item) => item.order_no)).toEqual([first.order_no]);
    expect((await list(`order_no=${second.order_no}`)).data.total).toBe(1);
    const phone = all.data.list[0]!.customer.phone;
    expect((await list(`customer_phone=${phone.slice(0, 7)}`)).data.total).toBe(2);
    expect((await list('customer_phone=139')).data.total).toBe(0);
    expect((await list(`lawyer_name=${encodeURIComponent('周')}`)).data.total).toBe(2);
    expect((await list(`lawyer_name=${encodeURIComponent('吴')}`)).data.total).toBe(0);
    expect((await list('date_from=2025-03-02')).data.list.map((item) => item.order_no)).toEqual([
      second.order_no,
    ]);
    expect((await list('date_to=2025-03-01')).data.list.map((item) => item.order_no)).toEqual([
      first.order_no,
    ]);
    expect((await list('date_from=2025-03-01&date_to=2025-03-02')).data.total).toBe(2);
  });

  it('refuses malformed filters with code 1', async () => {
    for (const query of ['state=nope', 'date_from=2025-02-30', 'date_to=2025/03/01', 'customer_phone=abc']) {
      expect([query, (await list(query)).code]).toEqual([query, 1]);
    }
  });

  it('shows one order with its timeline, payments, refund requests and balanced ledger lines', async () => {
    const order = await world.refundAsked();
    const reply = await world.get<AdminServiceOrderDetail>(`${API.admin.serviceOrders}/${order.order_no}`);
    expect(reply.code).toBe(0);
    const detail = reply.data;
    expect(detail).toMatchObject({
      order_no: order.order_no,
      state: 'pending',
      refund_open: 1,
      refundable: 4900,
      description: '公司拖欠三个月工资怎么办？',
      actions: ['refund_full', 'refund_partial', 'refund_refused'],
    });
    expect(detail.events.map((event) => event.transition)).toEqual([
      'pay',
      'accept',
      'request_refund',
      'answer_refund',
    ]);
    expect(detail.payments).toMatchObject([
      { kind: 'pay', provider: 'sandbox', amount: 4900, state: 'succeeded' },
    ]);
    expect(detail.refund_requests).toMatchObject([
      {
        reason: '服务内容不符',
        text: '律师一直没有回复',
        status: 0,
        amount: null,
        lawyer_answer: { text: LAWYER_ANSWER, images: [] },
        answer_due_at: null,
        decision: null,
        decided_by: null,
      },
    ]);
    expect(detail.ledger).toEqual([
      expect.objectContaining({ kind: 'capture', account: 'clearing:sandbox', amount: -4900 }),
      expect.objectContaining({ kind: 'capture', account: 'escrow', amount: 4900 }),
    ]);
  });

  it('answers code 7 for an unknown order', async () => {
    const reply = await world.get(`${API.admin.serviceOrders}/S2099010100000000`);
    expect([reply.code, reply.msg]).toEqual([7, '订单不存在']);
  });

  it('refuses customers and lawyers (user tokens do not open the console)', async () => {
    const customer = await loginAs(t.app, '13600009999');
    for (const url of [API.admin.serviceOrders, API.admin.refundRequests, API.admin.orderSettings]) {
      const reply = await call(t.app, { method: 'GET', url, token: customer });
      expect([url, reply.body.code]).toEqual([url, 2]);
    }
    const decide = await call(t.app, {
      method: 'POST',
      url: API.admin.refundDecision,
      token: customer,
      payload: { id: 1, decision: 'refund_full', reason_code: 'other', text: '用户无权处理' },
    });
    expect(decide.body.code).toBe(2);
  });
});
