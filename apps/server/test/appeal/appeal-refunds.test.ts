import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  answerAppeal,
  appealAction,
  appealBody,
  appealWorld,
  createAppeal,
  customerDetail,
  decide,
  ledgerTotal,
  okData,
  openAppeal,
  operatorAgain,
  serviceOrderRow,
  type AppealWorld,
} from './appeal-fixtures';

let t: TestApp;
let world: AppealWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await appealWorld(t);
});
afterAll(async () => t.close());

const refusal = (reply: { body: { code: number; msg: string } }) => [reply.body.code, reply.body.msg];

describe('money taken once, never past what was paid', () => {
  it('refunds only what is left after an earlier appeal, then refuses a third', async () => {
    const { orderNo, appeal } = await openAppeal(t, world);
    okData(await answerAppeal(t.app, world.lawyer.token, { id: appeal.id, answer: 'offer', amount: 1000 }));
    okData(await appealAction(t.app, world.customer, { id: appeal.id, action: 'accept_offer' }));
    const second = okData(await createAppeal(t.app, world.customer, appealBody(orderNo)));
    expect(second.refundable).toBe(second.paid_amount - 1000);
    okData(
      await answerAppeal(t.app, world.lawyer.token, { id: second.id, answer: 'contest', text: '已履约。' }),
    );
    const full = await decide(t.app, await operatorAgain(t, world), {
      id: second.id,
      decision: 'refund_full',
      reason_code: 'not_performed',
      text: '退还剩余费用。',
    });
    expect(full.code).toBe(0);
    const order = await serviceOrderRow(t, orderNo);
    expect(order.refunded_amount).toBe(order.paid_amount);
    const refunds = await t.app.db
      .selectFrom('payments')
      .select('amount')
      .where('order_no', '=', orderNo)
      .where('kind', '=', 'refund')
      .orderBy('id')
      .execute();
    expect(refunds.map((row) => row.amount)).toEqual([1000, order.paid_amount - 1000]);
    const third = await createAppeal(t.app, world.customer, appealBody(orderNo));
    expect(refusal(third)).toEqual([7, '该订单已全额退款，无需申诉']);
    expect(await ledgerTotal(t)).toBe(0);
  });

  it('lets one of an acceptance and a withdrawal sent at once win, moving the money at most once', async () => {
    const { orderNo, appeal } = await openAppeal(t, world);
    okData(await answerAppeal(t.app, world.lawyer.token, { id: appeal.id, answer: 'offer', amount: 800 }));
    const replies = await Promise.all([
      appealAction(t.app, world.customer, { id: appeal.id, action: 'accept_offer' }),
      appealAction(t.app, world.customer, { id: appeal.id, action: 'withdraw' }),
    ]);
    expect(replies.map((reply) => reply.body.code).sort()).toEqual([0, 7]);
    const state = okData(await customerDetail(t.app, world.customer, appeal.id)).state;
    const refunded = (await serviceOrderRow(t, orderNo)).refunded_amount;
    expect(refunded).toBe(state === 'refunded' ? 800 : 0);
    expect(await ledgerTotal(t)).toBe(0);
  });
});
