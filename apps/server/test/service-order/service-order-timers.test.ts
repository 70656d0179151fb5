import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTimerWorker } from '../../src/core/timers/timer-worker';
import { registerServiceOrderTimers } from '../../src/modules/service-order/timers';
import type { ServiceOrderRow } from '../../src/core/db/schema-service-orders';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { ledgerFigures, serviceOrderWorld } from './service-order-fixtures';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let t: TestApp;
let world: Awaited<ReturnType<typeof serviceOrderWorld>>;
let worker: ReturnType<typeof createTimerWorker>;

beforeEach(async () => {
  t = await createTestApp();
  world = await serviceOrderWorld(t);
  worker = createTimerWorker({ db: t.app.db, clock: t.clock, log: t.app.log });
  registerServiceOrderTimers(worker, world.service);
});
afterEach(async () => t.close());

const newOrder = (customerId = world.customerId) =>
  world.service.create({
    customerId,
    lawyerUuid: world.lawyerUuid,
    configId: world.config.id,
    description: '房东不退押金，应该如何维权？',
    images: [],
  });
const lawyer = () => ({ kind: 'lawyer' as const, id: world.lawyerUserId });
const customer = () => ({ kind: 'customer' as const, id: world.customerId });
const operator = () => ({ kind: 'operator' as const, id: world.operatorId });
const openTimers = async (orderId: number) =>
  (
    await t.app.db
      .selectFrom('timers')
      .select('kind')
      .where('ref_kind', '=', 'service')
      .where('ref_id', '=', orderId)
      .where('done_at', 'is', null)
      .orderBy('id')
      .execute()
  ).map((row) => row.kind);
/** Moves the clock to `at` and works the timers due by then. */
async function runAt(at: number) {
  t.clock.set(at);
  await worker.runDue();
}
const stateOf = async (orderNo: string) => (await world.service.findByNo(orderNo))!.state;

/** The customer asks for a refund of the order (now, by the clock). */
const askRefund = (order: ServiceOrderRow, reason: string) =>
  world.service.act({ order, transition: 'request_refund', actor: customer(), details: { reason } });
/** The lawyer answers the open refund request (说明情况), and the operator refuses it at once. */
async function refuseRefund(order: ServiceOrderRow, text: string) {
  const answered = await world.service.act({
    order,
    transition: 'answer_refund',
    actor: lawyer(),
    details: { hearing: { text: '已按约定提供服务', images: [] } },
  });
  return world.service.act({
    order: answered,
    transition: 'refund_refused',
    actor: operator(),
    details: { hearing: { reasonCode: 'performed', text } },
  });
}

/** Auto-completion is still waiting a millisecond before `at`, and has finished the order at `at`. */
async function expectFinishedAt(orderNo: string, at: number) {
  await runAt(at - 1);
  expect(await stateOf(orderNo)).toBe('pending');
  await runAt(at);
  expect(await stateOf(orderNo)).toBe('finish');
}

async function deliveredOrder() {
  const order = await newOrder();
  const paid = await world.service.recordPayment({
    orderNo: order.order_no,
    amount: 4900,
    providerTxn: `t-${order.id}`,
  });
  const accepted = await world.service.act({ order: paid, transition: 'accept', actor: lawyer() });
  return world.service.act({ order: accepted, transition: 'deliver', actor: lawyer() });
}

describe('service order timers', () => {
  it('closes an order left unpaid for 15 minutes, not a minute earlier', async () => {
    const order = await newOrder();
    t.clock.advance(15 * MINUTE - 1);
    await worker.runDue();
    expect(await stateOf(order.order_no)).toBe('unpaid');
    t.clock.advance(1);
    await worker.runDue();
    expect(await stateOf(order.order_no)).toBe('closed');
  });

  it('leaves a paid order alone when its unpaid timer falls due', async () => {
    const order = await newOrder();
    await world.service.recordPayment({ orderNo: order.order_no, amount: 4900, providerTxn: 'paid-in-time' });
    // Leaving unpaid ended its expiry in the payment's transaction: the only timer left to work at
    // 16 minutes is the check of the lawyer's new-order SMS (sent already).
    expect(await openTimers(order.id)).toEqual(['service:accept_timeout']);
    t.clock.advance(16 * MINUTE);
    expect(await worker.runDue()).toBe(1);
    expect(await stateOf(order.order_no)).toBe('waiting');
  });

  it('cancels with a full refund an order no lawyer accepted within 24 hours', async () => {
    const order = await newOrder();
    await world.service.recordPayment({
      orderNo: order.order_no,
      amount: 4900,
      providerTxn: 'never-accepted',
    });
    t.clock.advance(24 * HOUR);
    await worker.runDue();
    expect(await stateOf(order.order_no)).toBe('cancelled');
    expect(await ledgerFigures(t.app, world.lawyerId)).toMatchObject({ escrow: 0, clearing: 0, total: 0 });
  });

  it('finishes 72 hours after delivery, crediting the lawyer', async () => {
    const order = await deliveredOrder();
    t.clock.advance(72 * HOUR);
    await worker.runDue();
    expect(await stateOf(order.order_no)).toBe('finish');
    expect(await ledgerFigures(t.app, world.lawyerId)).toMatchObject({
      lawyer: 3920,
      platform: 980,
      escrow: 0,
    });
  });

  it('waits while a refund request is open, then counts on from where it paused', async () => {
    const order = await deliveredOrder();
    t.clock.advance(10 * HOUR);
    const asked = await askRefund(order, '律师答复不完整');
    t.clock.advance(70 * HOUR);
    await worker.runDue();
    expect(await stateOf(order.order_no)).toBe('pending');

    await refuseRefund(asked, '服务已按约定完成');
    t.clock.advance(62 * HOUR - 1);
    await worker.runDue();
    expect(await stateOf(order.order_no)).toBe('pending');
    t.clock.advance(1);
    await worker.runDue();
    expect(await stateOf(order.order_no)).toBe('finish');
  });

  it('counts on after a refusal that came before the 72 hours were up: later by the time the request was open', async () => {
    const delivered = await deliveredOrder();
    const d0 = t.clock.now();
    t.clock.set(d0 + 10 * HOUR);
    const asked = await askRefund(delivered, '律师答复不完整');
    expect(await openTimers(delivered.id)).toEqual([]);
    t.clock.set(d0 + 20 * HOUR);
    await refuseRefund(asked, '服务已按约定完成');
    expect(await openTimers(delivered.id)).toEqual(['service:auto_finish']);
    await runAt(d0 + 72 * HOUR);
    expect(await stateOf(delivered.order_no)).toBe('pending');
    await expectFinishedAt(delivered.order_no, d0 + 82 * HOUR);
  });

  it('adds up the pauses of both requests a customer may make', async () => {
    let order = await deliveredOrder();
    const d0 = t.clock.now();
    for (const [asked, refused] of [
      [5, 15],
      [30, 34],
    ] as const) {
      t.clock.set(d0 + asked * HOUR);
      order = await askRefund(order, '律师答复不完整');
      t.clock.set(d0 + refused * HOUR);
      order = await refuseRefund(order, '服务已按约定完成');
    }
    await expectFinishedAt(order.order_no, d0 + 86 * HOUR);
  });

  it('starts counting a delivery made while a request is open only once the request is refused', async () => {
    const order = await newOrder();
    const paid = await world.service.recordPayment({
      orderNo: order.order_no,
      amount: 4900,
      providerTxn: `t-${order.id}`,
    });
    const accepted = await world.service.act({ order: paid, transition: 'accept', actor: lawyer() });
    const asked = await askRefund(accepted, '律师回复太慢');
    const start = t.clock.now();
    t.clock.set(start + HOUR);
    const delivered = await world.service.act({ order: asked, transition: 'deliver', actor: lawyer() });
    expect(await openTimers(order.id)).toEqual([]);
    t.clock.set(start + 5 * HOUR);
    await refuseRefund(delivered, '律师已交付');
    await expectFinishedAt(order.order_no, start + 77 * HOUR);
  });

  it('works a timer that fell due while no worker ran, and each due timer once across two workers', async () => {
    const customers = [world.customerId, await world.anotherCustomer(), await world.anotherCustomer()];
    const orders = await Promise.all(
      Array.from({ length: 12 }, (_, index) => newOrder(customers[index % 3])),
    );
    t.clock.advance(2 * HOUR);
    const second = createTimerWorker({ db: t.app.db, clock: t.clock, log: t.app.log });
    registerServiceOrderTimers(second, world.service);
    const [a, b] = await Promise.all([worker.runDue(), second.runDue()]);
    expect(a + b).toBe(12);
    for (const order of orders) expect(await stateOf(order.order_no)).toBe('closed');
    const events = await t.app.db
      .selectFrom('order_events')
      .select('transition')
      .where('transition', '=', 'close')
      .execute();
    expect(events).toHaveLength(12);
  });
});
