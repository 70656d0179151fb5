import { API } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { loggedInLawyer } from '../lawyer/lawyer-fixtures';
import { createServiceOrderService } from '../../src/modules/service-order/service';

let t: TestApp;
let customer: string;
let lawyer: { token: string; uuid: string };
let configId: number;

beforeAll(async () => {
  t = await createTestApp();
  customer = await loginAs(t.app, '13500000001');
  lawyer = await loggedInLawyer(t.app, '13500000002', { name: '钱律师' });
  configId = (
    await t.app.db
      .selectFrom('order_configs')
      .select('id')
      .where('name', '=', '图文咨询')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => t.close());

describe('service orders over the API', () => {
  it('a customer orders, pays, and both sides see the actions the lifecycle allows them', async () => {
    const created = await call<{ order_no: string; state: string; actions: string[]; price: number }>(t.app, {
      method: 'POST',
      url: API.serviceOrders,
      token: customer,
      payload: { lawyer_uuid: lawyer.uuid, config_id: configId, description: '公司拖欠三个月工资怎么办？' },
    });
    expect(created.body.data).toMatchObject({ state: 'unpaid', price: 4900, actions: ['close'] });
    const orderNo = created.body.data.order_no;

    const payments = createServiceOrderService({
      db: t.app.db,
      clock: t.clock,
      payments: t.app.payments,
      notifier: t.app.notifier,
      directory: t.app.lawyerDirectory,
    });
    await payments.recordPayment({ orderNo, amount: 4900, providerTxn: 'api-test' });

    const asLawyer = await call<{ actions: string[]; status: number; customer: { nickname: string } }>(
      t.app,
      {
        method: 'GET',
        url: `${API.serviceOrderDetail}?order_no=${orderNo}`,
        token: lawyer.token,
      },
    );
    expect(asLawyer.body.data).toMatchObject({
      status: 0,
      actions: ['accept', 'reject'],
      customer: { nickname: '用户0001' },
    });

    const accepted = await call<{ state: string; actions: string[] }>(t.app, {
      method: 'POST',
      url: API.serviceOrderAction,
      token: lawyer.token,
      payload: { order_no: orderNo, action: 'accept' },
    });
    expect(accepted.body.data).toMatchObject({ state: 'pending', actions: ['deliver'] });

    const asCustomer = await call<{
      actions: string[];
      events: Array<{ transition: string; label: string }>;
    }>(t.app, {
      method: 'GET',
      url: `${API.serviceOrderDetail}?order_no=${orderNo}`,
      token: customer,
    });
    expect(asCustomer.body.data.actions).toEqual(['request_refund']);
    expect(asCustomer.body.data.events.map((event) => event.label)).toEqual(['支付成功', '接单']);

    const mine = await call<{ list: Array<{ order_no: string }>; total: number }>(t.app, {
      method: 'GET',
      url: `${API.serviceOrders}?state=pending`,
      token: customer,
    });
    expect(mine.body.data).toMatchObject({ total: 1, list: [{ order_no: orderNo }] });
    const theirs = await call<{ total: number }>(t.app, {
      method: 'GET',
      url: API.lawyerServiceOrders,
      token: lawyer.token,
    });
    expect(theirs.body.data.total).toBe(1);
  });

  it("answers 无权操作 for an order that does not exist, like for someone else's", async () => {
    const reply = await call(t.app, {
      method: 'GET',
      url: `${API.serviceOrderDetail}?order_no=S2026010100000000`,
      token: customer,
    });
    expect(reply.body).toEqual({ code: 7, msg: '无权操作', data: null });
  });

  it('refuses an order with a lawyer who is not taking orders', async () => {
    await t.app.db.updateTable('lawyers').set({ accepting: 0 }).where('uuid', '=', lawyer.uuid).execute();
    const reply = await call(t.app, {
      method: 'POST',
      url: API.serviceOrders,
      token: customer,
      payload: { lawyer_uuid: lawyer.uuid, config_id: configId, description: '公司拖欠三个月工资怎么办？' },
    });
    expect(reply.body).toEqual({ code: 7, msg: '该律师暂不接单，请选择其他律师', data: null });
    await t.app.db.updateTable('lawyers').set({ accepting: 1 }).where('uuid', '=', lawyer.uuid).execute();
  });

  it.each([
    ['stopped taking orders (暂停接单)', { accepting: 0 }],
    ['was disabled by the platform', { enabled: 0 }],
  ])('will not start paying an order whose lawyer %s since it was placed', async (_case, change) => {
    const placed = await call<{ order_no: string }>(t.app, {
      method: 'POST',
      url: API.serviceOrders,
      token: customer,
      payload: { lawyer_uuid: lawyer.uuid, config_id: configId, description: '公司拖欠三个月工资怎么办？' },
    });
    const orderNo = placed.body.data.order_no;
    await t.app.db.updateTable('lawyers').set(change).where('uuid', '=', lawyer.uuid).execute();
    const pay = () =>
      call(t.app, {
        method: 'POST',
        url: API.payment,
        token: customer,
        payload: { app_scene: 'h5', scene: 'service', order_no: orderNo },
      });
    expect((await pay()).body).toEqual({ code: 7, msg: '该律师暂不接单，请选择其他律师', data: null });
    await t.app.db
      .updateTable('lawyers')
      .set({ accepting: 1, enabled: 1 })
      .where('uuid', '=', lawyer.uuid)
      .execute();
    expect((await pay()).body.code).toBe(0);
  });
});
