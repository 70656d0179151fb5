import { API, APPOINTMENT_MAX_AHEAD_MS, APPOINTMENT_MIN_LEAD_MS, maskPhone } from '@lawbridge/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { operatorToken } from '../operator/operator-api';
import { postReview, reviewOfOrder } from '../review/review-fixtures';
import { ledgerFigures } from '../service-order/service-order-fixtures';
import {
  act,
  answeredAndDecided,
  appointmentWorld,
  assign,
  book,
  bookingBody,
  consoleCall,
  detail,
  HOUR,
  minuteAfter,
  pay,
  received,
  slotAfter,
  type AppointmentWorld,
} from './appointment-fixtures';

let t: TestApp;
let world: AppointmentWorld;

beforeEach(async () => {
  t = await createTestApp();
  world = await appointmentWorld(t);
});
afterEach(async () => t.close());

const lawyerIdOf = async (uuid: string) =>
  (await t.app.db.selectFrom('lawyers').select('id').where('uuid', '=', uuid).executeTakeFirstOrThrow()).id;

describe('booking an appointment (PRODUCT §7)', () => {
  it('takes a time at least 2 hours and at most 60 days ahead, on the hour or half hour within 08:00–21:00', async () => {
    // The test clock reads 10:00 in Shanghai: 12:00 is the earliest slot, tomorrow's 07:30 is before opening.
    const tomorrow = (hour: number, minute = 0) => Date.UTC(2025, 2, 2, hour - 8, minute) as number;
    const tooLate = slotAfter(t, APPOINTMENT_MAX_AHEAD_MS + 24 * HOUR);
    for (const [appointment_at, msg] of [
      [minuteAfter(t, APPOINTMENT_MIN_LEAD_MS) - 30 * 60_000, '预约时间需至少提前2小时'],
      [tooLate, '预约时间不能晚于60天后'],
      [minuteAfter(t, 3 * HOUR) + 30_000, '请选择预约时间'],
      [tomorrow(14, 15), '预约时间需为整点或半点'],
      [tomorrow(7, 30), '预约时间需在营业时间08:00–21:00内'],
      [tomorrow(21, 30), '预约时间需在营业时间08:00–21:00内'],
      [tomorrow(0), '预约时间需在营业时间08:00–21:00内'],
    ] as const) {
      const reply = await call(t.app, {
        method: 'POST',
        url: API.appointments,
        token: world.customer,
        payload: bookingBody(t, world, { appointment_at }),
      });
      expect(reply.body).toMatchObject({ code: 1, msg });
    }
    const earliest = await book(t, world, { appointment_at: minuteAfter(t, APPOINTMENT_MIN_LEAD_MS) });
    expect(earliest).toMatchObject({ state: 'unpaid', actions: ['close'], paid_amount: 0 });
    for (const at of [tomorrow(8), tomorrow(21), tomorrow(16, 30)]) {
      expect((await book(t, world, { appointment_at: at })).state).toBe('unpaid');
    }
    const latest = await book(t, world, {
      appointment_at: Math.floor((t.clock.now() + APPOINTMENT_MAX_AHEAD_MS) / 60_000) * 60_000,
    });
    expect(latest.state).toBe('unpaid');
  });

  it('refuses a province for the city, an unknown legal type and a lawyer not taking orders', async () => {
    const province = await call(t.app, {
      method: 'POST',
      url: API.appointments,
      token: world.customer,
      payload: bookingBody(t, world, { area_code: '110000' }),
    });
    expect(province.body).toMatchObject({ code: 1, msg: '请选择所在城市' });
    const legalType = await call(t.app, {
      method: 'POST',
      url: API.appointments,
      token: world.customer,
      payload: bookingBody(t, world, { legal_type_id: 99_999 }),
    });
    expect(legalType.body).toMatchObject({ code: 1, msg: '咨询类型不存在' });
    await t.app.db
      .updateTable('lawyers')
      .set({ accepting: 0 })
      .where('uuid', '=', world.lawyerB.uuid)
      .execute();
    const paused = await call(t.app, {
      method: 'POST',
      url: API.appointments,
      token: world.customer,
      payload: bookingBody(t, world, { lawyer_uuid: world.lawyerB.uuid }),
    });
    expect(paused.body).toMatchObject({ code: 7, msg: '该律师暂不接单，请选择其他律师' });
  });
});

describe('an appointment from payment to the meeting', () => {
  it('is paid, dispatched to the chosen lawyer, accepted, met after its time, and settles the lawyer', async () => {
    const booked = await book(t, world, { lawyer_uuid: world.lawyerA.uuid });
    expect(booked.lawyer?.uuid).toBe(world.lawyerA.uuid);
    const paid = await pay(t, world, booked.order_no);
    expect(paid).toMatchObject({ state: 'waiting_platform', paid_amount: 19900, actions: ['cancel'] });

    // Not yet the lawyer's: the chosen lawyer sees nothing until the platform confirms.
    expect((await detail(t, world.lawyerA.token, booked.order_no)).msg).toBe('无权操作');
    expect((await assign(t, world, booked.order_no, world.lawyerA.uuid)).code).toBe(0);
    const offered = await detail(t, world.lawyerA.token, booked.order_no);
    expect(offered.data).toMatchObject({
      state: 'waiting_lawyer',
      phone: maskPhone(world.customerPhone),
      actions: ['accept', 'decline', 'propose_time'],
    });
    expect(offered.data.next_deadline_at).toBe(t.clock.now() + 24 * HOUR);

    const accepted = await act(t, world.lawyerA.token, { order_no: booked.order_no, action: 'accept' });
    expect(accepted.body.data).toMatchObject({ state: 'receive', phone: world.customerPhone, actions: [] });
    const customerView = await detail(t, world.customer, booked.order_no);
    expect(customerView.data.lawyer_phone).toMatch(/^1\d{10}$/);
    expect(customerView.data.actions).toEqual(['request_refund']);

    // 已面谈 only after the booked time.
    const early = await act(t, world.lawyerA.token, { order_no: booked.order_no, action: 'mark_met' });
    expect(early.body).toMatchObject({ code: 7, msg: '预约时间未到或退款申请处理中，暂不能标记已面谈' });
    t.clock.advance(27 * HOUR);
    const met = await act(t, world.lawyerA.token, { order_no: booked.order_no, action: 'mark_met' });
    expect(met.body.data.state).toBe('finished');
    expect(met.body.data.events.map((event) => event.transition)).toEqual([
      'pay',
      'assign',
      'accept',
      'mark_met',
    ]);
    const lawyerId = await lawyerIdOf(world.lawyerA.uuid);
    expect(await ledgerFigures(t.app, lawyerId)).toMatchObject({
      escrow: 0,
      lawyer: 15920,
      platform: 3980,
      total: 0,
    });
    // The meeting counts in the lawyer's served orders (the directory's figure), with the settlement.
    const served = await t.app.db
      .selectFrom('lawyers')
      .select('served_orders')
      .where('id', '=', lawyerId)
      .executeTakeFirstOrThrow();
    expect(served.served_orders).toBe(1);
  });

  it('goes back to dispatch when the lawyer declines or lets 24 hours pass, and is never offered to them again', async () => {
    const booked = await book(t, world);
    await pay(t, world, booked.order_no);
    await assign(t, world, booked.order_no, world.lawyerA.uuid);
    const declined = await act(t, world.lawyerA.token, {
      order_no: booked.order_no,
      action: 'decline',
      reason: '当天已有安排',
    });
    expect(declined.body.code).toBe(0);
    expect((await detail(t, world.customer, booked.order_no)).data.state).toBe('waiting_platform');
    const again = await assign(t, world, booked.order_no, world.lawyerA.uuid);
    expect(again).toMatchObject({ code: 7, msg: '该律师已拒绝或超时未确认此预约，请选择其他律师' });

    await assign(t, world, booked.order_no, world.lawyerB.uuid);
    t.clock.advance(24 * HOUR - 1);
    await t.app.timers.runDue();
    expect((await detail(t, world.customer, booked.order_no)).data.state).toBe('waiting_lawyer');
    t.clock.advance(1);
    await t.app.timers.runDue();
    expect((await detail(t, world.customer, booked.order_no)).data.state).toBe('waiting_platform');

    world.operator = await operatorToken(t.app, world.operatorName); // a new console session a day later
    const suggestions = await consoleCall<Array<{ uuid: string; place_match: string }>>(t, world, {
      method: 'GET',
      url: `${API.admin.appointmentSuggestions}?order_no=${booked.order_no}`,
    });
    const suggested = suggestions.data.map((lawyer) => lawyer.uuid);
    expect(suggested).toContain(world.lawyerC.uuid);
    expect(suggested).not.toContain(world.lawyerA.uuid);
    expect(suggested).not.toContain(world.lawyerB.uuid);
    const consoleDetail = await consoleCall<{ offers: Array<{ outcome: string }> }>(t, world, {
      method: 'GET',
      url: `${API.admin.appointments}/${booked.order_no}`,
    });
    expect(consoleDetail.data.offers.map((offer) => offer.outcome)).toEqual(['declined', 'timeout']);
  });

  it('suggests lawyers in the same district first, then the city; none elsewhere while one of the city fits', async () => {
    const booked = await book(t, world, { area_code: '110105' });
    await pay(t, world, booked.order_no);
    const suggestions = await consoleCall<Array<{ uuid: string; place_match: string }>>(t, world, {
      method: 'GET',
      url: `${API.admin.appointmentSuggestions}?order_no=${booked.order_no}`,
    });
    const mine = suggestions.data.filter((lawyer) =>
      [world.lawyerA.uuid, world.lawyerB.uuid, world.lawyerC.uuid].includes(lawyer.uuid),
    );
    expect(mine.map((lawyer) => [lawyer.uuid, lawyer.place_match])).toEqual([
      [world.lawyerA.uuid, 'same_district'],
      [world.lawyerB.uuid, 'same_city'],
    ]);
  });

  it('closes an unpaid appointment after 15 minutes and finishes a held one 72 hours after its time', async () => {
    const unpaid = await book(t, world);
    const held = await received(t, world);
    t.clock.advance(15 * 60_000);
    await t.app.timers.runDue();
    expect((await detail(t, world.customer, unpaid.order_no)).data.state).toBe('closed');
    t.clock.advance(26 * HOUR + 72 * HOUR);
    await t.app.timers.runDue();
    expect((await detail(t, world.customer, held.order_no)).data.state).toBe('finished');
  });
});

describe('appointment refunds (PRODUCT §7)', () => {
  it('refunds at once and in full before the lawyer accepted', async () => {
    const booked = await book(t, world);
    await pay(t, world, booked.order_no);
    const cancelled = await act(t, world.customer, {
      order_no: booked.order_no,
      action: 'cancel',
      reason: '时间冲突',
      text: '临时出差',
    });
    expect(cancelled.body.data).toMatchObject({ state: 'cancelled', refunded_amount: 19900 });
    expect(cancelled.body.data.refund_requests).toMatchObject([
      {
        status: 1,
        amount: 19900,
        decision: {
          result: 'refund_full',
          amount: 19900,
          reason_code: 'before_acceptance',
          reason_label: '律师接单前申请，全额退款',
        },
      },
    ]);
    const refunds = await t.app.db
      .selectFrom('payments')
      .select(['kind', 'state'])
      .where('kind', '=', 'refund')
      .execute();
    expect(refunds).toEqual([{ kind: 'refund', state: 'succeeded' }]);
  });

  it('sends a refund asked for after acceptance to operator review: partial, full, or refused with a reason', async () => {
    const partial = await received(t, world);
    await act(t, world.customer, {
      order_no: partial.order_no,
      action: 'request_refund',
      reason: '不需要了',
    });
    const decided = await answeredAndDecided(t, world, partial.order_no, {
      decision: 'refund_partial',
      amount: 9900,
      reason_code: 'other',
      text: '用户临时取消，律师已做准备',
    });
    expect(decided.code).toBe(0);
    // A refund before the meeting cancels it (issue 15), keeping the rest for the lawyer: no 已完成, no review.
    const afterPartial = await detail(t, world.customer, partial.order_no);
    expect(afterPartial.data).toMatchObject({
      state: 'cancelled',
      state_label: '已取消',
      refunded_amount: 9900,
      finished_at: null,
      actions: [],
      refund_requests: [{ status: 1, amount: 9900 }],
    });
    expect(await ledgerFigures(t.app, await lawyerIdOf(world.lawyerA.uuid))).toMatchObject({
      escrow: 0,
      lawyer: 8000,
      platform: 2000,
      total: 0,
    });
    // Paid the kept part, but the meeting never took place: not one of the lawyer's served orders.
    const served = await t.app.db
      .selectFrom('lawyers')
      .select('served_orders')
      .where('uuid', '=', world.lawyerA.uuid)
      .executeTakeFirstOrThrow();
    expect(served.served_orders).toBe(0);
    expect((await reviewOfOrder(t.app, world.customer, partial.order_no)).body.data.reviewable).toBe(0);
    const posted = await postReview(t.app, world.customer, { order_no: partial.order_no, rating: 1 });
    expect(posted.body).toMatchObject({ code: 7, msg: '订单完成后才能评价' });

    const refused = await received(t, world);
    await act(t, world.customer, { order_no: refused.order_no, action: 'request_refund', reason: '其他' });
    const refusal = await answeredAndDecided(t, world, refused.order_no, {
      decision: 'reject',
      reason_code: 'performed',
      text: '律师已按约准备',
    });
    expect(refusal.code).toBe(0);
    for (const token of [world.customer, world.lawyerA.token]) {
      expect((await detail(t, token, refused.order_no)).data).toMatchObject({
        state: 'receive',
        refund_requests: [
          {
            status: 2,
            decision: {
              result: 'rejected',
              reason_code: 'performed',
              reason_label: '律师已按约定提供服务',
              text: '律师已按约准备',
            },
          },
        ],
      });
    }
    const audit = await t.app.db
      .selectFrom('audit_logs')
      .select('action')
      .where('action', 'like', 'refund.%')
      .execute();
    expect(audit.map((row) => row.action).sort()).toEqual(['refund.partial', 'refund.refuse']);
  });

  it('after the booked time takes a refund request only because the lawyer did not get in touch', async () => {
    const held = await received(t, world);
    t.clock.advance(27 * HOUR);
    const late = await act(t, world.customer, {
      order_no: held.order_no,
      action: 'request_refund',
      reason: '不需要了',
    });
    expect(late.body).toMatchObject({ code: 7, msg: '预约时间已过，仅可因“律师未联系”申请退款' });
    const noShow = await act(t, world.customer, {
      order_no: held.order_no,
      action: 'request_refund',
      reason: '律师未联系',
    });
    expect(noShow.body.data.refund_requests).toMatchObject([{ status: 0 }]);
    // An open request pauses the lawyer's 已面谈 and the auto-completion.
    expect(
      (await act(t, world.lawyerA.token, { order_no: held.order_no, action: 'mark_met' })).body.code,
    ).toBe(7);
    t.clock.advance(80 * HOUR);
    await t.app.timers.runDue();
    expect((await detail(t, world.customer, held.order_no)).data.state).toBe('receive');
  });

  it('rejects an appointment from the dispatch queue with a full refund, audited', async () => {
    const booked = await book(t, world);
    await pay(t, world, booked.order_no);
    const queue = await consoleCall<{ list: Array<{ order_no: string; overdue: boolean }> }>(t, world, {
      method: 'GET',
      url: API.admin.appointmentDispatch,
    });
    expect(queue.data.list).toMatchObject([{ order_no: booked.order_no, overdue: false }]);
    t.clock.advance(2 * HOUR + 1);
    const overdue = await consoleCall<{ list: Array<{ overdue: boolean }> }>(t, world, {
      method: 'GET',
      url: API.admin.appointmentDispatch,
    });
    expect(overdue.data.list).toMatchObject([{ overdue: true }]);
    const rejected = await consoleCall(t, world, {
      method: 'POST',
      url: API.admin.appointmentReject,
      payload: { order_no: booked.order_no, reason: '该地区暂无可派律师' },
    });
    expect(rejected.code).toBe(0);
    expect((await detail(t, world.customer, booked.order_no)).data).toMatchObject({
      state: 'reject',
      refunded_amount: 19900,
    });
    const audit = await t.app.db
      .selectFrom('audit_logs')
      .select(['action', 'detail'])
      .where('action', '=', 'appointment.reject')
      .execute();
    expect(audit).toEqual([{ action: 'appointment.reject', detail: '该地区暂无可派律师' }]);
  });
});

describe('the console dashboard (PRODUCT §16)', () => {
  it('counts appointments paid today, waiting for dispatch (overdue after 2 hours) and their open refund reviews', async () => {
    const figures = async () =>
      (await consoleCall<Record<string, number>>(t, world, { method: 'GET', url: API.admin.dashboard })).data;
    const before = await figures();
    const first = await book(t, world);
    await pay(t, world, first.order_no);
    t.clock.advance(2 * HOUR + 1);
    const second = await book(t, world);
    await pay(t, world, second.order_no);
    const held = await received(t, world);
    await act(t, world.customer, { order_no: held.order_no, action: 'request_refund', reason: '时间冲突' });
    const after = await figures();
    expect(after.appointments_paid_today! - before.appointments_paid_today!).toBe(3);
    expect(after.appointment_amount_paid_today! - before.appointment_amount_paid_today!).toBe(3 * 19900);
    expect(after).toMatchObject({
      appointments_waiting_dispatch: 2,
      appointments_dispatch_overdue: 1,
      appointment_refunds_open: 1,
      refund_requests_open: 0,
    });
  });
});
