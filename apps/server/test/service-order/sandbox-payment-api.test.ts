import { API } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { loggedInLawyer } from '../lawyer/lawyer-fixtures';
import { ledgerFigures } from './service-order-fixtures';

let t: TestApp;
let customer: string;
let lawyerId: number;
let orderNo: string;

beforeAll(async () => {
  t = await createTestApp();
  customer = await loginAs(t.app, '13500000011');
  const lawyer = await loggedInLawyer(t.app, '13500000012', { name: '孙律师' });
  lawyerId = (
    await t.app.db
      .selectFrom('lawyers')
      .select('id')
      .where('uuid', '=', lawyer.uuid)
      .executeTakeFirstOrThrow()
  ).id;
  const config = await t.app.db
    .selectFrom('order_configs')
    .select('id')
    .where('name', '=', '电话咨询')
    .executeTakeFirstOrThrow();
  const created = await call<{ order_no: string }>(t.app, {
    method: 'POST',
    url: API.serviceOrders,
    token: customer,
    payload: { lawyer_uuid: lawyer.uuid, config_id: config.id, description: '交通事故对方全责但拒不赔偿。' },
  });
  orderNo = created.body.data.order_no;
});
afterAll(async () => t.close());

describe('paying in the sandbox cashier', () => {
  it('answers the cashier address, then confirming pays the order once, however often it is tapped', async () => {
    const launch = await call<{ kind: string; cashier_url: string }>(t.app, {
      method: 'POST',
      url: API.payment,
      token: customer,
      payload: { app_scene: 'h5', scene: 'service', order_no: orderNo },
    });
    expect(launch.body.data).toMatchObject({
      kind: 'sandbox',
      cashier_url: `/pages/common/cashier?order_no=${orderNo}`,
    });

    const confirms = await Promise.all(
      [1, 2, 3].map(() =>
        call<{ state: string }>(t.app, {
          method: 'POST',
          url: API.sandboxConfirm,
          token: customer,
          payload: { order_no: orderNo },
        }),
      ),
    );
    expect(confirms.map((reply) => reply.body.data?.state)).toEqual(['waiting', 'waiting', 'waiting']);
    const events = await t.app.db.selectFrom('order_events').select('transition').execute();
    expect(events.map((event) => event.transition)).toEqual(['pay']);
    expect(await ledgerFigures(t.app, lawyerId)).toMatchObject({ escrow: 9900, total: 0 });

    const again = await call(t.app, {
      method: 'POST',
      url: API.payment,
      token: customer,
      payload: { app_scene: 'h5', scene: 'service', order_no: orderNo },
    });
    expect(again.body).toEqual({ code: 7, msg: '订单已支付或已关闭', data: null });
  });

  it('sends the money back through the sandbox when a paid order is cancelled', async () => {
    const config = await t.app.db
      .selectFrom('order_configs')
      .select('id')
      .where('name', '=', '图文咨询')
      .executeTakeFirstOrThrow();
    const lawyerUuid = (
      await t.app.db.selectFrom('lawyers').select('uuid').where('id', '=', lawyerId).executeTakeFirstOrThrow()
    ).uuid;
    const created = await call<{ order_no: string }>(t.app, {
      method: 'POST',
      url: API.serviceOrders,
      token: customer,
      payload: {
        lawyer_uuid: lawyerUuid,
        config_id: config.id,
        description: '邻居噪音扰民，物业不管怎么办？',
      },
    });
    const second = created.body.data.order_no;
    await call(t.app, {
      method: 'POST',
      url: API.payment,
      token: customer,
      payload: { app_scene: 'h5', scene: 'service', order_no: second },
    });
    await call(t.app, {
      method: 'POST',
      url: API.sandboxConfirm,
      token: customer,
      payload: { order_no: second },
    });
    const cancelled = await call<{ state: string; refunded_amount: number }>(t.app, {
      method: 'POST',
      url: API.serviceOrderAction,
      token: customer,
      payload: { order_no: second, action: 'cancel' },
    });
    expect(cancelled.body).toMatchObject({ code: 0, data: { state: 'cancelled', refunded_amount: 4900 } });
    const records = await t.app.db
      .selectFrom('payments')
      .select(['kind', 'amount', 'state'])
      .where('order_no', '=', second)
      .orderBy('id')
      .execute();
    expect(records).toEqual([
      { kind: 'pay', amount: 4900, state: 'succeeded' },
      { kind: 'refund', amount: 4900, state: 'succeeded' },
    ]);
  });

  it('refuses a forged notify and changes nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${API.paymentNotify}/sandbox`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ order_no: orderNo, amount: 9900, transaction_id: 'forged' }),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    const events = await t.app.db
      .selectFrom('order_events')
      .select('transition')
      .where('order_id', '=', 1)
      .execute();
    expect(events).toHaveLength(1);
  });
});
