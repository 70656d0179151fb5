import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../src/core/app-error';
import { MSG_STATE_CHANGED } from '../../src/core/lifecycle/transition';
import { createOrderEventsRepo } from '../../src/core/lifecycle/order-events-repo';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { ledgerFigures, serviceOrderWorld } from './service-order-fixtures';

let t: TestApp;
let world: Awaited<ReturnType<typeof serviceOrderWorld>>;

beforeEach(async () => {
  t = await createTestApp();
  world = await serviceOrderWorld(t);
});
afterEach(async () => t.close());

const newOrder = () =>
  world.service.create({
    customerId: world.customerId,
    lawyerUuid: world.lawyerUuid,
    configId: world.config.id,
    description: '劳动合同到期不续签，公司不给补偿怎么办？',
    images: [],
  });

async function paidOrder() {
  const order = await newOrder();
  return world.service.recordPayment({
    orderNo: order.order_no,
    amount: order.price,
    providerTxn: `txn-${order.id}`,
  });
}

const customer = () => ({ kind: 'customer' as const, id: world.customerId });
const lawyer = () => ({ kind: 'lawyer' as const, id: world.lawyerUserId });

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error.userMessage;
}

describe('service order lifecycle through the one transition function', () => {
  it('copies name, price and commission rate at creation and starts unpaid', async () => {
    const order = await newOrder();
    expect(order).toMatchObject({
      state: 'unpaid',
      service_name: '图文咨询',
      price: 4900,
      commission_rate_bp: 2000,
    });
    expect(order.order_no).toMatch(/^S\d{16}$/);
  });

  it('walks paid → accepted → delivered → confirmed, settling the lawyer net of 20 % commission', async () => {
    const paid = await paidOrder();
    expect(paid.state).toBe('waiting');
    expect(await ledgerFigures(t.app, world.lawyerId)).toMatchObject({
      escrow: 4900,
      clearing: -4900,
      total: 0,
    });

    const accepted = await world.service.act({ order: paid, transition: 'accept', actor: lawyer() });
    const delivered = await world.service.act({
      order: accepted,
      transition: 'deliver',
      actor: lawyer(),
      details: { note: '已出具书面意见' },
    });
    expect(delivered).toMatchObject({ state: 'pending', delivery_note: '已出具书面意见' });
    const finished = await world.service.act({ order: delivered, transition: 'confirm', actor: customer() });
    expect(finished.state).toBe('finish');
    expect(await ledgerFigures(t.app, world.lawyerId)).toEqual({
      escrow: 0,
      lawyer: 3920,
      platform: 980,
      clearing: -4900,
      total: 0,
    });
    const events = await createOrderEventsRepo(t.app.db).listFor('service', finished.id);
    expect(
      events.map((event) => `${event.transition}:${event.from_state}→${event.to_state}:${event.actor_kind}`),
    ).toEqual([
      'pay:unpaid→waiting:payment',
      'accept:waiting→pending:lawyer',
      'deliver:pending→pending:lawyer',
      'confirm:pending→finish:customer',
    ]);
  });

  it('refuses every transition to an actor the table does not name', async () => {
    const paid = await paidOrder();
    expect(await refusal(world.service.act({ order: paid, transition: 'accept', actor: customer() }))).toBe(
      '无权操作',
    );
    expect(await refusal(world.service.act({ order: paid, transition: 'cancel', actor: lawyer() }))).toBe(
      '无权操作',
    );
    expect(
      await refusal(
        world.service.act({ order: paid, transition: 'accept', actor: { kind: 'operator', id: 1 } }),
      ),
    ).toBe('无权操作');
  });

  it('refuses a confirmation before delivery and a second delivery', async () => {
    const accepted = await world.service.act({
      order: await paidOrder(),
      transition: 'accept',
      actor: lawyer(),
    });
    expect(
      await refusal(world.service.act({ order: accepted, transition: 'confirm', actor: customer() })),
    ).toBe('律师尚未交付，暂不能确认完成');
    const delivered = await world.service.act({ order: accepted, transition: 'deliver', actor: lawyer() });
    expect(
      await refusal(world.service.act({ order: delivered, transition: 'deliver', actor: lawyer() })),
    ).toBe('订单已交付');
  });

  it('lets exactly one of a concurrent accept and cancel win; the other learns the order changed', async () => {
    const paid = await paidOrder();
    const outcomes = await Promise.allSettled([
      world.service.act({ order: paid, transition: 'accept', actor: lawyer() }),
      world.service.act({ order: paid, transition: 'cancel', actor: customer() }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const lost = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
    expect((lost.reason as AppError).userMessage).toBe(MSG_STATE_CHANGED);
    const events = await createOrderEventsRepo(t.app.db).listFor('service', paid.id);
    expect(events.map((event) => event.transition)).toHaveLength(2);
  });

  it('cancelling a paid order refunds everything from escrow', async () => {
    const paid = await paidOrder();
    const cancelled = await world.service.act({ order: paid, transition: 'cancel', actor: customer() });
    expect(cancelled).toMatchObject({ state: 'cancelled', refunded_amount: 4900 });
    expect(await ledgerFigures(t.app, world.lawyerId)).toMatchObject({
      escrow: 0,
      clearing: 0,
      lawyer: 0,
      total: 0,
    });
  });
});

describe('payments exactly once', () => {
  it('settles 1,000 concurrent copies of one notify once, answering every copy without an error', async () => {
    const order = await newOrder();
    const copies = Array.from({ length: 1000 }, () =>
      world.service.recordPayment({ orderNo: order.order_no, amount: 4900, providerTxn: 'txn-dup' }),
    );
    const results = await Promise.allSettled(copies);
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    const events = await createOrderEventsRepo(t.app.db).listFor('service', order.id);
    expect(events.map((event) => event.transition)).toEqual(['pay']);
    expect(await ledgerFigures(t.app, world.lawyerId)).toMatchObject({ escrow: 4900, total: 0 });
  });

  it('refuses a payment of the wrong amount', async () => {
    const order = await newOrder();
    expect(
      await refusal(
        world.service.recordPayment({ orderNo: order.order_no, amount: 4899, providerTxn: 'txn-short' }),
      ),
    ).toBe('支付金额与订单不符');
  });

  it('sends a payment for a closed order straight back, in two journal transactions', async () => {
    const order = await newOrder();
    const closed = await world.service.act({ order, transition: 'close', actor: customer() });
    const after = await world.service.recordPayment({
      orderNo: closed.order_no,
      amount: 4900,
      providerTxn: 'txn-late',
    });
    expect(after.state).toBe('closed');
    expect(await ledgerFigures(t.app, world.lawyerId)).toMatchObject({ escrow: 0, clearing: 0, total: 0 });
    const kinds = await t.app.db.selectFrom('ledger_transactions').select('kind').orderBy('id').execute();
    expect(kinds.map((row) => row.kind)).toEqual(['capture', 'refund_late_payment']);
  });
});

describe('refund decisions at the boundaries', () => {
  async function withOpenRefund() {
    const accepted = await world.service.act({
      order: await paidOrder(),
      transition: 'accept',
      actor: lawyer(),
    });
    const asked = await world.service.act({
      order: accepted,
      transition: 'request_refund',
      actor: customer(),
      details: { reason: '不需要了' },
    });
    // The lawyer answers (说明情况), so an operator may decide at once.
    return world.service.act({
      order: asked,
      transition: 'answer_refund',
      actor: lawyer(),
      details: { hearing: { text: '已按约定提供服务', images: [] } },
    });
  }
  const operator = () => ({ kind: 'operator' as const, id: world.operatorId });

  it.each([0, -1, 4901, 1.5])('refuses a partial refund of %s fen', async (amount) => {
    const order = await withOpenRefund();
    expect(
      await refusal(
        world.service.act({
          order,
          transition: 'refund_partial',
          actor: operator(),
          details: { refundAmount: amount },
        }),
      ),
    ).toBe('退款金额不能超过可退金额');
  });

  it('grants a partial refund and settles the rest to the lawyer net of commission', async () => {
    const order = await withOpenRefund();
    const finished = await world.service.act({
      order,
      transition: 'refund_partial',
      actor: operator(),
      details: { refundAmount: 1900 },
    });
    expect(finished).toMatchObject({ state: 'finish', refunded_amount: 1900, refund_open: 0 });
    expect(await ledgerFigures(t.app, world.lawyerId)).toEqual({
      escrow: 0,
      lawyer: 2400,
      platform: 600,
      clearing: -3000,
      total: 0,
    });
  });

  it('grants the whole paid amount as a partial refund (the exact boundary)', async () => {
    const order = await withOpenRefund();
    const finished = await world.service.act({
      order,
      transition: 'refund_partial',
      actor: operator(),
      details: { refundAmount: 4900 },
    });
    expect(finished.refunded_amount).toBe(4900);
    expect(await ledgerFigures(t.app, world.lawyerId)).toMatchObject({
      escrow: 0,
      lawyer: 0,
      platform: 0,
      total: 0,
    });
  });

  it('refuses a second refund request while one is open, and a decision without one', async () => {
    const order = await withOpenRefund();
    expect(await refusal(world.service.act({ order, transition: 'request_refund', actor: customer() }))).toBe(
      '退款申请正在处理中',
    );
    const refused = await world.service.act({
      order,
      transition: 'refund_refused',
      actor: operator(),
      details: { hearing: { reasonCode: 'performed', text: '服务已完成' } },
    });
    expect(
      await refusal(world.service.act({ order: refused, transition: 'refund_full', actor: operator() })),
    ).toBe('没有待处理的退款申请');
    expect(await world.service.findByNo(order.order_no)).toMatchObject({
      state: 'pending',
      refund_open: 0,
      refunded_amount: 0,
    });
  });
});
