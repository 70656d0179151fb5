import { API } from '@lawbridge/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentProviderError } from '../../src/providers/payment';
import { call, loginAs } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { loggedInLawyer } from '../lawyer/lawyer-fixtures';

const MINUTE = 60_000;

let t: TestApp;
let customer: string;
let lawyerUuid: string;
let configId: number;

beforeEach(async () => {
  t = await createTestApp();
  customer = await loginAs(t.app, '13500000031');
  lawyerUuid = (await loggedInLawyer(t.app, '13500000032', { name: '钱律师' })).uuid;
  configId = (
    await t.app.db
      .selectFrom('order_configs')
      .select('id')
      .where('name', '=', '图文咨询')
      .executeTakeFirstOrThrow()
  ).id;
});
afterEach(async () => t.close());

async function newOrder(): Promise<string> {
  const created = await call<{ order_no: string }>(t.app, {
    method: 'POST',
    url: API.serviceOrders,
    token: customer,
    payload: { lawyer_uuid: lawyerUuid, config_id: configId, description: '装修公司延期交房，如何索赔？' },
  });
  return created.body.data.order_no;
}

/** The customer opens the payment (POST /payment), as the 确认订单 page does. */
async function openPayment(orderNo: string): Promise<void> {
  const launch = await call(t.app, {
    method: 'POST',
    url: API.payment,
    token: customer,
    payload: { app_scene: 'h5', scene: 'service', order_no: orderNo },
  });
  expect(launch.body.code).toBe(0);
}

/** The customer pays at the sandbox, but its notify never reaches us (lost on the way). */
async function payWithLostNotify(orderNo: string): Promise<void> {
  await t.app.payments.sandbox!.confirm(orderNo);
}

const orderOf = (orderNo: string) =>
  t.app.db.selectFrom('service_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();
const eventsOf = async (orderNo: string) =>
  (
    await t.app.db
      .selectFrom('order_events')
      .innerJoin('service_orders', 'service_orders.id', 'order_events.order_id')
      .select('order_events.transition')
      .where('service_orders.order_no', '=', orderNo)
      .orderBy('order_events.id')
      .execute()
  ).map((row) => row.transition);
const recordsOf = (orderNo: string) =>
  t.app.db
    .selectFrom('payments')
    .select(['kind', 'amount', 'state', 'reference_no'])
    .where('order_no', '=', orderNo)
    .orderBy('id')
    .execute();

describe('payment reconciliation (PRODUCT §8)', () => {
  it('asks the provider five minutes after the payment opened and records a payment whose notify was lost', async () => {
    const orderNo = await newOrder();
    await openPayment(orderNo);
    await openPayment(orderNo); // opened twice: still one check
    await payWithLostNotify(orderNo);

    t.clock.advance(5 * MINUTE - 1);
    await t.app.timers.runDue();
    expect((await orderOf(orderNo)).state).toBe('unpaid');

    t.clock.advance(1);
    expect(await t.app.timers.runDue()).toBe(1);
    expect((await orderOf(orderNo)).state).toBe('waiting');
    expect(await eventsOf(orderNo)).toEqual(['pay']);
    expect(await recordsOf(orderNo)).toMatchObject([{ kind: 'pay', amount: 4900, state: 'succeeded' }]);
  });

  it('leaves an order unpaid when the provider has no payment, and the expiry closes it there too', async () => {
    const orderNo = await newOrder();
    await openPayment(orderNo);
    t.clock.advance(5 * MINUTE);
    await t.app.timers.runDue();
    expect((await orderOf(orderNo)).state).toBe('unpaid');

    t.clock.advance(10 * MINUTE);
    await t.app.timers.runDue();
    expect((await orderOf(orderNo)).state).toBe('closed');
    expect(await t.app.payments.provider.query(orderNo)).toMatchObject({ state: 'closed' });
    // The cashier can no longer take money for it.
    const confirm = await call(t.app, {
      method: 'POST',
      url: API.sandboxConfirm,
      token: customer,
      payload: { order_no: orderNo },
    });
    expect(confirm.body).toMatchObject({ code: 7, msg: '订单已支付或已关闭' });
  });

  it('pays instead of closing when the payment beat the expiry at the provider', async () => {
    const orderNo = await newOrder();
    // Paid at the provider at 14:59 with the notify lost, and no reconciliation had run yet.
    await t.app.payments.provider.create({
      order_no: orderNo,
      amount: 4900,
      description: '图文咨询',
      expires_at: t.clock.now() + 15 * MINUTE,
    });
    await payWithLostNotify(orderNo);

    t.clock.advance(15 * MINUTE);
    await t.app.timers.runDue();
    expect((await orderOf(orderNo)).state).toBe('waiting');
    expect(await eventsOf(orderNo)).toEqual(['pay']);
  });

  it('retries the expiry later when the provider cannot be reached to close the payment', async () => {
    const orderNo = await newOrder();
    const close = vi
      .spyOn(t.app.payments.provider, 'close')
      .mockRejectedValueOnce(new PaymentProviderError('sandbox', 'network', 'connect ECONNREFUSED'));
    t.clock.advance(15 * MINUTE);
    await t.app.timers.runDue();
    expect((await orderOf(orderNo)).state).toBe('unpaid');
    const timer = await t.app.db
      .selectFrom('timers')
      .selectAll()
      .where('kind', '=', 'service:close')
      .executeTakeFirstOrThrow();
    expect(timer.last_error).toContain('ECONNREFUSED');

    t.clock.advance(30_000);
    await t.app.timers.runDue();
    expect(close).toHaveBeenCalledTimes(2);
    expect((await orderOf(orderNo)).state).toBe('closed');
  });

  it('closes the payment at the provider when the customer cancels an unpaid order', async () => {
    const orderNo = await newOrder();
    await openPayment(orderNo);
    const cancelled = await call<{ state: string }>(t.app, {
      method: 'POST',
      url: API.serviceOrderAction,
      token: customer,
      payload: { order_no: orderNo, action: 'close' },
    });
    expect(cancelled.body.data.state).toBe('closed');
    expect(await t.app.payments.provider.query(orderNo)).toMatchObject({ state: 'closed' });
  });
});

describe('refunds as an outbox (PRODUCT §8)', () => {
  async function paidOrder(): Promise<string> {
    const orderNo = await newOrder();
    await openPayment(orderNo);
    const paid = await call<{ state: string }>(t.app, {
      method: 'POST',
      url: API.sandboxConfirm,
      token: customer,
      payload: { order_no: orderNo },
    });
    expect(paid.body.data.state).toBe('waiting');
    return orderNo;
  }

  const cancel = (orderNo: string) =>
    call<{ state: string }>(t.app, {
      method: 'POST',
      url: API.serviceOrderAction,
      token: customer,
      payload: { order_no: orderNo, action: 'cancel' },
    });

  it('writes the refund with the cancelling transition and sends it at once', async () => {
    const orderNo = await paidOrder();
    expect((await cancel(orderNo)).body.data.state).toBe('cancelled');
    expect(await recordsOf(orderNo)).toMatchObject([
      { kind: 'pay', state: 'succeeded' },
      { kind: 'refund', amount: 4900, state: 'succeeded', reference_no: `R${orderNo}01` },
    ]);
    expect(await t.app.payments.provider.queryRefund(`R${orderNo}01`)).toMatchObject({
      state: 'success',
      amount: 4900,
    });
    // The refund's timer finds nothing left to do.
    t.clock.advance(MINUTE);
    await t.app.timers.runDue();
    const timers = await t.app.db
      .selectFrom('timers')
      .selectAll()
      .where('kind', '=', 'payment:refund')
      .execute();
    expect(timers).toMatchObject([{ attempts: 1, last_error: null }]);
    expect(timers[0]!.done_at).not.toBeNull();
  });

  it('keeps a refund the provider could not take and sends it again by timer, with the same number', async () => {
    const orderNo = await paidOrder();
    const refund = vi
      .spyOn(t.app.payments.provider, 'refund')
      .mockRejectedValueOnce(new PaymentProviderError('sandbox', 'network', 'socket hang up'));
    expect((await cancel(orderNo)).body.data.state).toBe('cancelled');
    expect(await recordsOf(orderNo)).toMatchObject([{ kind: 'pay' }, { kind: 'refund', state: 'pending' }]);

    t.clock.advance(MINUTE);
    await t.app.timers.runDue();
    expect(refund).toHaveBeenCalledTimes(2);
    expect(refund.mock.calls.map(([input]) => input.refund_no)).toEqual([`R${orderNo}01`, `R${orderNo}01`]);
    expect(await recordsOf(orderNo)).toMatchObject([{ kind: 'pay' }, { kind: 'refund', state: 'succeeded' }]);
  });

  it('follows a refund the provider is still processing until it succeeds', async () => {
    const orderNo = await paidOrder();
    const refundNo = `R${orderNo}01`;
    vi.spyOn(t.app.payments.provider, 'refund').mockResolvedValueOnce({
      state: 'processing',
      refund_no: refundNo,
      order_no: orderNo,
      amount: 4900,
      refund_id: 'wx-refund-1',
      succeeded_at: null,
    });
    const query = vi.spyOn(t.app.payments.provider, 'queryRefund').mockResolvedValueOnce({
      state: 'processing',
      refund_no: refundNo,
      order_no: orderNo,
      amount: 4900,
      refund_id: 'wx-refund-1',
      succeeded_at: null,
    });
    await cancel(orderNo);
    expect(await recordsOf(orderNo)).toMatchObject([{}, { state: 'processing' }]);

    t.clock.advance(MINUTE);
    await t.app.timers.runDue();
    expect(await recordsOf(orderNo)).toMatchObject([{}, { state: 'processing' }]);
    const waiting = await t.app.db
      .selectFrom('timers')
      .selectAll()
      .where('kind', '=', 'payment:refund')
      .executeTakeFirstOrThrow();
    expect(waiting).toMatchObject({ done_at: null, last_error: expect.stringContaining('processing') });

    // The next query (the real sandbox: the refund was never made there, so it is asked again) settles it.
    t.clock.advance(30_000);
    await t.app.timers.runDue();
    expect(query).toHaveBeenCalledTimes(2);
    expect(await recordsOf(orderNo)).toMatchObject([{}, { state: 'succeeded' }]);
  });
});
