import { API, commissionOf, type AppealDetail, type NotificationKind } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../../src/core/ledger/accounts';
import { call } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  answerAppeal,
  appealAction,
  appealWorld,
  balance,
  customerDetail,
  decide,
  ledgerTotal,
  lawyerDetail,
  okData,
  openAppeal,
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

const pending = () => balance(t, ACCOUNTS.lawyerPending(world.lawyer.id));
const revenue = () => balance(t, ACCOUNTS.platformRevenue);
const clearing = () => balance(t, ACCOUNTS.clearing('sandbox'));
const holdOf = (orderId: number) =>
  t.app.db
    .selectFrom('fund_holds')
    .selectAll()
    .where('order_kind', '=', 'service')
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
const refundsOf = (orderNo: string) =>
  t.app.db
    .selectFrom('payments')
    .select(['amount', 'state'])
    .where('order_no', '=', orderNo)
    .where('kind', '=', 'refund')
    .execute();
const strikesOf = (appealId: number) =>
  t.app.db.selectFrom('lawyer_strikes').selectAll().where('appeal_id', '=', appealId).execute();
const noticesOf = async (kind: NotificationKind) =>
  t.app.db.selectFrom('notifications').select(['user_id', 'body']).where('kind', '=', kind).execute();

describe('an appeal, from the customer to the money', () => {
  it('is opened on a finished order: waiting for the lawyer, the income held, the lawyer told', async () => {
    const { orderNo, appeal } = await openAppeal(t, world);
    expect(appeal).toMatchObject({
      state: 'waiting_lawyer',
      state_label: '待律师答复',
      order_no: orderNo,
      order_title: '图文咨询',
      type: '服务质量差',
      actions: ['withdraw'],
      answer: null,
      decision: null,
    });
    expect(appeal.due_at).toBe(appeal.created_at + 48 * 3_600_000);
    const order = await serviceOrderRow(t, orderNo);
    expect((await holdOf(order.id)).appeal_id).toBe(appeal.id);
    const seen = okData(await lawyerDetail(t.app, world.lawyer.token, appeal.id));
    expect(seen.actions).toEqual(['offer', 'contest']);
    const opened = await noticesOf('appeal_opened');
    expect(opened.some((notice) => notice.body.includes('服务质量差'))).toBe(true);
  });

  it('contested and granted in part by an operator: the settlement reversed in proportion, a strike', async () => {
    const { orderNo, appeal } = await openAppeal(t, world);
    const contested = okData(
      await answerAppeal(t.app, world.lawyer.token, {
        id: appeal.id,
        answer: 'contest',
        text: '已按约定给出书面意见，聊天记录可证。',
      }),
    );
    expect(contested).toMatchObject({ state: 'waiting_operator', answer: { kind: 'contest', amount: null } });
    const order = await serviceOrderRow(t, orderNo);
    const refund = Math.floor(order.paid_amount / 2);
    const commission = commissionOf(refund, order.commission_rate_bp);
    const before = { pending: await pending(), revenue: await revenue(), clearing: await clearing() };
    const decided = await decide(t.app, world.operator, {
      id: appeal.id,
      decision: 'refund_partial',
      amount: refund,
      reason_code: 'poor_quality',
      text: '回复过于简略，退还一半费用。',
    });
    expect(decided.code).toBe(0);
    expect(await pending()).toBe(before.pending - (refund - commission));
    expect(await revenue()).toBe(before.revenue - commission);
    expect(await clearing()).toBe(before.clearing + refund);
    expect(await ledgerTotal(t)).toBe(0);
    expect((await serviceOrderRow(t, orderNo)).refunded_amount).toBe(refund);
    expect(await refundsOf(orderNo)).toEqual([expect.objectContaining({ amount: refund })]);
    const hold = await holdOf(order.id);
    expect(hold.appeal_id).toBeNull();
    expect(Number(hold.amount)).toBe(
      order.paid_amount - commissionOf(order.paid_amount, order.commission_rate_bp) - (refund - commission),
    );
    expect(await strikesOf(appeal.id)).toHaveLength(1);
    for (const token of [world.customer, world.lawyer.token]) {
      const seen =
        token === world.customer
          ? okData(await customerDetail(t.app, token, appeal.id))
          : okData(await lawyerDetail(t.app, token, appeal.id));
      expect(seen.decision).toMatchObject({
        result: 'refund_partial',
        amount: refund,
        reason_code: 'poor_quality',
        reason_label: '服务质量未达到约定标准',
        text: '回复过于简略，退还一半费用。',
      });
      expect(seen.events.map((event) => event.transition)).toEqual(['create', 'contest', 'refund_partial']);
    }
    const decidedNotices = await noticesOf('appeal_decided');
    expect(decidedNotices.filter((notice) => notice.body.includes('退还一半费用'))).toHaveLength(2);
    // Both sides are also texted, the order named.
    await t.app.notifier.settled();
    const texts = await t.app.db
      .selectFrom('sms_outbox')
      .select(['template', 'params'])
      .where('template', '=', 'appeal_result')
      .execute();
    const decisionTexts = texts.filter((text) => text.params.includes('退还一半费用'));
    expect(decisionTexts).toHaveLength(2);
    for (const text of decisionTexts) expect(JSON.parse(text.params)).toMatchObject({ order_no: orderNo });
  });

  it('offered by the lawyer and accepted by the customer: refunded at once, a strike', async () => {
    const { orderNo, appeal } = await openAppeal(t, world);
    const offered = okData(
      await answerAppeal(t.app, world.lawyer.token, { id: appeal.id, answer: 'offer', amount: 1000 }),
    );
    expect(offered).toMatchObject({ state: 'offered', answer: { kind: 'offer', amount: 1000 } });
    expect(offered.due_at).toBe(offered.answer!.created_at + 48 * 3_600_000);
    const accepted = okData(
      await appealAction(t.app, world.customer, { id: appeal.id, action: 'accept_offer' }),
    );
    expect(accepted).toMatchObject({
      state: 'refunded',
      refund_amount: 1000,
      refunded_amount: 1000,
      actions: [],
    });
    expect(await refundsOf(orderNo)).toEqual([expect.objectContaining({ amount: 1000 })]);
    expect(await strikesOf(appeal.id)).toHaveLength(1);
    expect(await ledgerTotal(t)).toBe(0);
  });

  it('offered, declined, then rejected by an operator: no money moves, the hold ends, no strike', async () => {
    const { orderNo, appeal } = await openAppeal(t, world);
    okData(await answerAppeal(t.app, world.lawyer.token, { id: appeal.id, answer: 'offer', amount: 500 }));
    const declined = okData(
      await appealAction(t.app, world.customer, { id: appeal.id, action: 'decline_offer' }),
    );
    expect(declined.state).toBe('waiting_operator');
    const before = await pending();
    const rejected = await decide(t.app, world.operator, {
      id: appeal.id,
      decision: 'reject',
      reason_code: 'performed',
      text: '律师已按约定提供服务。',
    });
    expect(rejected.code).toBe(0);
    const seen = okData(await customerDetail(t.app, world.customer, appeal.id));
    expect(seen).toMatchObject({
      state: 'rejected',
      decision: { result: 'rejected', reason_label: '律师已按约定提供服务' },
    });
    expect(await pending()).toBe(before);
    expect(await refundsOf(orderNo)).toEqual([]);
    expect(await strikesOf(appeal.id)).toEqual([]);
    expect((await holdOf((await serviceOrderRow(t, orderNo)).id)).appeal_id).toBeNull();
  });

  it('withdrawn by the customer: closed, the hold ends, and a new appeal may follow', async () => {
    const { orderNo, appeal } = await openAppeal(t, world);
    const withdrawn = okData(
      await appealAction(t.app, world.customer, { id: appeal.id, action: 'withdraw' }),
    );
    expect(withdrawn.state).toBe('withdrawn');
    const order = await serviceOrderRow(t, orderNo);
    expect((await holdOf(order.id)).appeal_id).toBeNull();
    const eligibility = await call<{ can_appeal: boolean; appeal_ids: number[] }>(t.app, {
      method: 'GET',
      url: `${API.appealEligibility}?order_kind=service&order_no=${orderNo}`,
      token: world.customer,
    });
    expect(eligibility.body.data).toMatchObject({ can_appeal: true, appeal_ids: [appeal.id] });
  });

  it('lists appeals to their customer and their lawyer only', async () => {
    const mine = await call<{ list: AppealDetail[] }>(t.app, {
      method: 'GET',
      url: API.appeals,
      token: world.customer,
    });
    expect(mine.body.data.list.length).toBeGreaterThanOrEqual(5);
    const others = await call<{ list: AppealDetail[] }>(t.app, {
      method: 'GET',
      url: API.appeals,
      token: world.otherCustomer,
    });
    expect(others.body.data.list).toEqual([]);
    const lawyers = await call<{ list: AppealDetail[] }>(t.app, {
      method: 'GET',
      url: `${API.lawyerAppeals}?state=rejected`,
      token: world.lawyer.token,
    });
    expect(lawyers.body.data.list.map((item) => item.state)).toEqual(['rejected']);
  });
});
