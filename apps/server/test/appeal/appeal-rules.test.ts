import { API } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../../src/core/ledger/accounts';
import { createTimerWorker } from '../../src/core/timers/timer-worker';
import { releaseDueIncome } from '../../src/modules/wallet/release-job';
import { call } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { finishedOrder, paidOrder } from '../review/review-fixtures';
import {
  answerAppeal,
  appealAction,
  appealBody,
  appealWorld,
  balance,
  createAppeal,
  customerDetail,
  decide,
  finishedServiceOrder,
  lawyerDetail,
  ledgerTotal,
  okData,
  openAppeal,
  operatorAgain,
  serviceOrderRow,
  type AppealWorld,
} from './appeal-fixtures';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
let world: AppealWorld;
let worker: ReturnType<typeof createTimerWorker>;
beforeAll(async () => {
  t = await createTestApp();
  world = await appealWorld(t);
  worker = createTimerWorker({ db: t.app.db, clock: t.clock, log: t.app.log });
  t.app.appealService.registerTimers(worker);
});
afterAll(async () => t.close());

const refusal = (reply: { body: { code: number; msg: string } }) => [reply.body.code, reply.body.msg];
const holdOf = async (orderNo: string) => {
  const order = await serviceOrderRow(t, orderNo);
  return t.app.db
    .selectFrom('fund_holds')
    .selectAll()
    .where('order_kind', '=', 'service')
    .where('order_id', '=', order.id)
    .executeTakeFirstOrThrow();
};
describe('who may appeal what, and when', () => {
  it('refuses an order that is not finished, someone else’s order, and one past its 7 days', async () => {
    const paid = await paidOrder(t.app, world.customer, world.lawyer.uuid, world.configId);
    expect(refusal(await createAppeal(t.app, world.customer, appealBody(paid)))).toEqual([
      7,
      '订单完成后才能申诉',
    ]);
    const finished = await finishedServiceOrder(t, world);
    expect(refusal(await createAppeal(t.app, world.otherCustomer, appealBody(finished)))).toEqual([
      7,
      '无权操作',
    ]);
    expect(refusal(await createAppeal(t.app, world.lawyer.token, appealBody(finished)))).toEqual([
      7,
      '无权操作',
    ]);
    // The order number of a service order is no appointment's.
    const wrongKind = appealBody(finished, { order_kind: 'appointment' });
    expect(refusal(await createAppeal(t.app, world.customer, wrongKind))).toEqual([7, '无权操作']);
    const unknownImage = appealBody(finished, { images: ['abcdefghij0123456789'] });
    expect(refusal(await createAppeal(t.app, world.customer, unknownImage))).toEqual([1, '图片不存在']);

    t.clock.advance(7 * DAY);
    const lastMoment = await call<{ can_appeal: boolean; deadline: number }>(t.app, {
      method: 'GET',
      url: `${API.appealEligibility}?order_kind=service&order_no=${finished}`,
      token: world.customer,
    });
    expect(lastMoment.body.data.can_appeal).toBe(true);
    t.clock.advance(1);
    const late = await createAppeal(t.app, world.customer, appealBody(finished));
    expect(refusal(late)).toEqual([7, '订单完成已超过7天，不能再申诉']);
    expect(
      await t.app.db.selectFrom('appeals').select('id').where('order_no', '=', finished).execute(),
    ).toEqual([]);
  });

  it('keeps one open appeal per order, also when two are sent at once', async () => {
    const orderNo = await finishedServiceOrder(t, world);
    const replies = await Promise.all([
      createAppeal(t.app, world.customer, appealBody(orderNo)),
      createAppeal(t.app, world.customer, appealBody(orderNo)),
    ]);
    expect(replies.map((reply) => reply.body.code).sort()).toEqual([0, 7]);
    expect(replies.find((reply) => reply.body.code === 7)!.body.msg).toBe('该订单已有处理中的申诉');
    const again = await createAppeal(t.app, world.customer, appealBody(orderNo));
    expect(refusal(again)).toEqual([7, '该订单已有处理中的申诉']);
  });

  it('shows an appeal only to its own customer and lawyer, and lets each take only their own steps', async () => {
    const { appeal } = await openAppeal(t, world);
    expect(refusal(await customerDetail(t.app, world.otherCustomer, appeal.id))).toEqual([7, '无权操作']);
    expect(refusal(await lawyerDetail(t.app, world.otherLawyer.token, appeal.id))).toEqual([7, '无权操作']);
    expect(refusal(await lawyerDetail(t.app, world.customer, appeal.id))).toEqual([7, '无权操作']);
    const foreignAnswer = await answerAppeal(t.app, world.otherLawyer.token, {
      id: appeal.id,
      answer: 'offer',
      amount: 100,
    });
    expect(refusal(foreignAnswer)).toEqual([7, '无权操作']);
    const notYet = await appealAction(t.app, world.customer, { id: appeal.id, action: 'accept_offer' });
    expect(refusal(notYet)).toEqual([7, '订单状态已变化，请刷新']);
  });

  it('refuses refunds above what is still refundable, keeping nothing', async () => {
    const { orderNo, appeal } = await openAppeal(t, world);
    const order = await serviceOrderRow(t, orderNo);
    const tooMuch = await answerAppeal(t.app, world.lawyer.token, {
      id: appeal.id,
      answer: 'offer',
      amount: order.paid_amount + 1,
    });
    expect(refusal(tooMuch)).toEqual([1, '退款金额不能超过可退金额']);
    okData(
      await answerAppeal(t.app, world.lawyer.token, { id: appeal.id, answer: 'contest', text: '已履约。' }),
    );
    const decision = await decide(t.app, await operatorAgain(t, world), {
      id: appeal.id,
      decision: 'refund_partial',
      amount: order.paid_amount + 1,
      reason_code: 'other',
      text: '超额退款。',
    });
    expect([decision.code, decision.msg]).toEqual([1, '退款金额不能超过可退金额']);
    expect(okData(await customerDetail(t.app, world.customer, appeal.id)).state).toBe('waiting_operator');
    expect((await serviceOrderRow(t, orderNo)).refunded_amount).toBe(0);
  });
});

describe('the clocks and the held income', () => {
  it('passes an unanswered appeal to the platform after 48 h, and an unanswered offer too', async () => {
    const { appeal } = await openAppeal(t, world);
    t.clock.advance(48 * HOUR - 1);
    await worker.runDue();
    expect(okData(await customerDetail(t.app, world.customer, appeal.id)).state).toBe('waiting_lawyer');
    t.clock.advance(1);
    await worker.runDue();
    const handedOver = okData(await customerDetail(t.app, world.customer, appeal.id));
    expect(handedOver).toMatchObject({ state: 'waiting_operator', due_at: null });
    expect(handedOver.events.map((event) => [event.transition, event.actor])).toEqual([
      ['create', 'customer'],
      ['answer_timeout', 'system'],
    ]);

    const second = await openAppeal(t, world);
    okData(
      await answerAppeal(t.app, world.lawyer.token, { id: second.appeal.id, answer: 'offer', amount: 300 }),
    );
    t.clock.advance(48 * HOUR);
    await worker.runDue();
    expect(okData(await customerDetail(t.app, world.customer, second.appeal.id)).state).toBe(
      'waiting_operator',
    );
  });

  it('races an appeal against the release of its order’s income: one of them wins, the refund follows it', async () => {
    await t.app.db
      .updateTable('platform_settings')
      .set({ value: '1' })
      .where('key', '=', 'hold_days')
      .execute();
    const orders: string[] = [];
    for (let index = 0; index < 4; index += 1) orders.push(await finishedServiceOrder(t, world));
    t.clock.advance(DAY);
    const [replies] = await Promise.all([
      Promise.all(orders.map((orderNo) => createAppeal(t.app, world.customer, appealBody(orderNo)))),
      releaseDueIncome(t.app.db, t.clock.now()),
    ]);
    for (const [index, orderNo] of orders.entries()) {
      const appeal = okData(replies[index]!);
      const hold = await holdOf(orderNo);
      expect(hold.released_at !== null, orderNo).toBe(hold.appeal_id !== appeal.id);
      okData(await answerAppeal(t.app, world.lawyer.token, { id: appeal.id, answer: 'offer', amount: 200 }));
      okData(await appealAction(t.app, world.customer, { id: appeal.id, action: 'accept_offer' }));
      const order = await serviceOrderRow(t, orderNo);
      const share = 200 - Math.floor((200 * order.commission_rate_bp + 5_000) / 10_000);
      // Held: the share came out of pending; released first: out of available (the scheduler's own release
      // runs move other orders' income meanwhile, so the appeal's journal is what is read).
      const lawyerEntries = await t.app.db
        .selectFrom('ledger_entries')
        .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
        .select(['ledger_entries.account', 'ledger_entries.amount'])
        .where('ledger_transactions.kind', '=', 'appeal_refund')
        .where('ledger_transactions.order_kind', '=', 'appeal')
        .where('ledger_transactions.order_id', '=', appeal.id)
        .where('ledger_entries.account', 'like', 'lawyer:%')
        .execute();
      const from = hold.released_at === null ? ACCOUNTS.lawyerPending : ACCOUNTS.lawyerAvailable;
      expect(lawyerEntries).toEqual([{ account: from(world.lawyer.id), amount: -share }]);
    }
    await releaseDueIncome(t.app.db, t.clock.now());
    for (const orderNo of orders) expect((await holdOf(orderNo)).released_at).not.toBeNull();
    expect(await ledgerTotal(t)).toBe(0);
    await t.app.db
      .updateTable('platform_settings')
      .set({ value: '7' })
      .where('key', '=', 'hold_days')
      .execute();
  });

  it('claws an appeal’s refund back from available once the income was released', async () => {
    await t.app.db
      .updateTable('platform_settings')
      .set({ value: '1' })
      .where('key', '=', 'hold_days')
      .execute();
    // The world's lawyer is paused by now (the race above refunded 4 appeals): the other lawyer serves.
    const lawyer = world.otherLawyer;
    const orderNo = await finishedOrder(t.app, world, { lawyer });
    t.clock.advance(DAY);
    while ((await releaseDueIncome(t.app.db, t.clock.now())) > 0);
    const available = () => balance(t, ACCOUNTS.lawyerAvailable(lawyer.id));
    const before = await available();
    const appeal = okData(await createAppeal(t.app, world.customer, appealBody(orderNo)));
    okData(await answerAppeal(t.app, lawyer.token, { id: appeal.id, answer: 'contest', text: '已履约。' }));
    const order = await serviceOrderRow(t, orderNo);
    const decided = await decide(t.app, await operatorAgain(t, world), {
      id: appeal.id,
      decision: 'refund_full',
      reason_code: 'not_performed',
      text: '律师未实际提供服务。',
    });
    expect(decided.code).toBe(0);
    const share =
      order.paid_amount - Math.floor((order.paid_amount * order.commission_rate_bp + 5_000) / 10_000);
    expect(await available()).toBe(before - share);
    expect((await serviceOrderRow(t, orderNo)).refunded_amount).toBe(order.paid_amount);
    await t.app.db
      .updateTable('platform_settings')
      .set({ value: '7' })
      .where('key', '=', 'hold_days')
      .execute();
  });
});
