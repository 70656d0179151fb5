import { API, type AppointmentHours } from '@lawbridge/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { operatorToken } from '../operator/operator-api';
import {
  act,
  appointmentWorld,
  assign,
  book,
  bookingBody,
  consoleCall,
  detail,
  HOUR,
  pay,
  type AppointmentWorld,
} from './appointment-fixtures';

let t: TestApp;
let world: AppointmentWorld;

beforeEach(async () => {
  t = await createTestApp();
  world = await appointmentWorld(t);
});
afterEach(async () => t.close());

/** 2 March 2025 at this Shanghai hour (the test clock reads 1 March 10:00 there). */
const march2 = (hour: number, minute = 0) => Date.UTC(2025, 2, 2, hour - 8, minute);

/** Booked at 14:00 tomorrow, paid and offered to lawyer A. */
async function offered() {
  const booked = await book(t, world, { appointment_at: march2(14) });
  await pay(t, world, booked.order_no);
  await assign(t, world, booked.order_no, world.lawyerA.uuid);
  return booked.order_no;
}

const propose = (orderNo: string, at: number, token = world.lawyerA.token) =>
  act(t, token, { order_no: orderNo, action: 'propose_time', appointment_at: at });

describe('the lawyer proposes another time (issue 15)', () => {
  it('moves the appointment to the new time and accepts it when the customer agrees', async () => {
    const orderNo = await offered();
    const proposed = await propose(orderNo, march2(16, 30));
    expect(proposed.body.data).toMatchObject({
      state: 'time_proposed',
      proposed_at: march2(16, 30),
      actions: [],
    });
    const seen = await detail(t, world.customer, orderNo);
    expect(seen.data).toMatchObject({
      state: 'time_proposed',
      state_label: '待确认新时间',
      appointment_at: march2(14),
      actions: ['accept_time', 'decline_time', 'cancel'],
      lawyer_phone: null,
    });
    expect(seen.data.next_deadline_at).toBe(t.clock.now() + 24 * HOUR);
    // Both lists keep it among those waiting (the customer's 待接单, the lawyer's 待确认).
    const customerWaiting = await call<{ list: Array<{ order_no: string }> }>(t.app, {
      method: 'GET',
      url: `${API.appointments}?group=waiting`,
      token: world.customer,
    });
    expect(customerWaiting.body.data.list.map((item) => item.order_no)).toEqual([orderNo]);
    const lawyerWaiting = await call<{ list: Array<{ order_no: string; state: string }> }>(t.app, {
      method: 'GET',
      url: `${API.lawyerAppointments}?group=waiting`,
      token: world.lawyerA.token,
    });
    expect(lawyerWaiting.body.data.list).toMatchObject([{ order_no: orderNo, state: 'time_proposed' }]);
    const notice = await t.app.db
      .selectFrom('notifications')
      .select(['kind', 'title'])
      .where('title', '=', '律师建议了新的预约时间')
      .execute();
    expect(notice).toEqual([{ kind: 'appointment_time_proposed', title: '律师建议了新的预约时间' }]);

    const accepted = await act(t, world.customer, { order_no: orderNo, action: 'accept_time' });
    const answer = await t.app.db
      .selectFrom('notifications')
      .select(['kind', 'title'])
      .where('kind', '=', 'appointment_time_answered')
      .execute();
    expect(answer).toEqual([{ kind: 'appointment_time_answered', title: '用户已接受新时间' }]);
    expect(accepted.body.data).toMatchObject({
      state: 'receive',
      appointment_at: march2(16, 30),
      proposed_at: null,
      actions: ['request_refund'],
    });
    expect(accepted.body.data.lawyer_phone).toMatch(/^1\d{10}$/);
    // The auto-completion counts from the new time.
    expect(accepted.body.data.next_deadline_at).toBe(march2(16, 30) + 72 * HOUR);
    t.clock.set(march2(16, 30) - 60_000);
    const early = await act(t, world.lawyerA.token, { order_no: orderNo, action: 'mark_met' });
    expect(early.body.code).toBe(7);
    t.clock.set(march2(16, 30));
    const met = await act(t, world.lawyerA.token, { order_no: orderNo, action: 'mark_met' });
    expect(met.body.data.state).toBe('finished');
  });

  it('goes back to dispatch at the original time when the customer declines, or after 24 hours unanswered', async () => {
    const declinedNo = await offered();
    await propose(declinedNo, march2(9));
    const declined = await act(t, world.customer, { order_no: declinedNo, action: 'decline_time' });
    expect(declined.body.data).toMatchObject({
      state: 'waiting_platform',
      appointment_at: march2(14),
      proposed_at: null,
      actions: ['cancel'],
    });
    const again = await assign(t, world, declinedNo, world.lawyerA.uuid);
    expect(again).toMatchObject({ code: 7, msg: '该律师已拒绝或超时未确认此预约，请选择其他律师' });

    const unansweredNo = await offered();
    await propose(unansweredNo, march2(18));
    t.clock.advance(24 * HOUR - 1);
    await t.app.timers.runDue();
    expect((await detail(t, world.customer, unansweredNo)).data.state).toBe('time_proposed');
    t.clock.advance(1);
    await t.app.timers.runDue();
    expect((await detail(t, world.customer, unansweredNo)).data).toMatchObject({
      state: 'waiting_platform',
      appointment_at: march2(14),
    });
    world.operator = await operatorToken(t.app, world.operatorName); // a console session lasts 12 hours
    const offers = await consoleCall<{ offers: Array<{ outcome: string; reason: string | null }> }>(
      t,
      world,
      {
        method: 'GET',
        url: `${API.admin.appointments}/${unansweredNo}`,
      },
    );
    expect(offers.data.offers).toMatchObject([
      { outcome: 'declined', reason: '用户24小时内未确认律师建议的时间' },
    ]);
  });

  it('lets the customer cancel with a full refund while a proposal waits', async () => {
    const orderNo = await offered();
    await propose(orderNo, march2(10));
    const cancelled = await act(t, world.customer, {
      order_no: orderNo,
      action: 'cancel',
      reason: '时间冲突',
    });
    expect(cancelled.body.data).toMatchObject({
      state: 'cancelled',
      refunded_amount: 19900,
      proposed_at: null,
    });
  });

  it('refuses a time outside the hours, off the half hour, too soon or the same; and other roles', async () => {
    const orderNo = await offered();
    for (const [at, msg] of [
      [march2(21, 30), '预约时间需在营业时间08:00–21:00内'],
      [march2(10, 10), '预约时间需为整点或半点'],
      [Date.UTC(2025, 2, 1, 3, 0), '预约时间需至少提前2小时'],
      [march2(14), '建议时间与当前预约时间相同'],
    ] as const) {
      expect((await propose(orderNo, at)).body).toMatchObject({ code: 1, msg });
    }
    for (const appointment_at of ['明天', -1, 1.5, undefined]) {
      const bad = await act(t, world.lawyerA.token, {
        order_no: orderNo,
        action: 'propose_time',
        appointment_at,
      });
      expect(bad.body.code).toBe(1);
      expect(bad.body.msg).toMatch(/建议时间/);
    }
    // The customer cannot propose; another lawyer cannot see it; the lawyer cannot answer their own proposal.
    expect((await propose(orderNo, march2(15), world.customer)).body).toMatchObject({ code: 7 });
    expect((await propose(orderNo, march2(15), world.lawyerB.token)).body).toMatchObject({
      code: 7,
      msg: '无权操作',
    });
    await propose(orderNo, march2(15));
    expect((await act(t, world.lawyerA.token, { order_no: orderNo, action: 'accept_time' })).body.code).toBe(
      7,
    );
    expect(
      (await act(t, world.lawyerB.token, { order_no: orderNo, action: 'decline_time' })).body,
    ).toMatchObject({
      code: 7,
      msg: '无权操作',
    });
    // Only once: the proposal is now the customer's to answer.
    expect((await propose(orderNo, march2(17))).body.code).toBe(7);
  });
});

describe('a chosen lawyer in another city (docs/decisions.md: warned, booked once confirmed)', () => {
  it('refuses the booking with the warning until the customer confirms it, and shows it on the detail', async () => {
    const refused = await call(t.app, {
      method: 'POST',
      url: API.appointments,
      token: world.customer,
      payload: bookingBody(t, world, { lawyer_uuid: world.lawyerC.uuid }),
    });
    expect(refused.body).toMatchObject({
      code: 7,
      msg: '所选律师执业地在上海市 黄浦区，与面谈城市北京市 朝阳区不同，线下面谈可能需要跨城出行，请确认后再预约',
    });
    const confirmed = await book(t, world, { lawyer_uuid: world.lawyerC.uuid, other_city_confirmed: true });
    expect(confirmed).toMatchObject({ state: 'unpaid', lawyer_other_city: true });
    // The same city (another district) needs no confirmation.
    const sameCity = await book(t, world, { lawyer_uuid: world.lawyerB.uuid });
    expect(sameCity).toMatchObject({ lawyer_other_city: false });
    const badFlag = await call(t.app, {
      method: 'POST',
      url: API.appointments,
      token: world.customer,
      payload: bookingBody(t, world, { lawyer_uuid: world.lawyerC.uuid, other_city_confirmed: 'yes' }),
    });
    expect(badFlag.body).toMatchObject({ code: 1, msg: '跨城确认格式不正确' });
  });
});

describe('business hours set in the console', () => {
  const setHours = (body: unknown) =>
    consoleCall<AppointmentHours>(t, world, {
      method: 'POST',
      url: API.admin.appointmentHours,
      payload: body,
    });

  it('are 08:00–21:00 until an operator changes them; bookings follow the new hours, audited', async () => {
    const shown = await call<AppointmentHours>(t.app, { method: 'GET', url: API.appointmentHours });
    expect(shown.body.data).toEqual({ opens_minute: 480, closes_minute: 1260 });
    expect((await setHours({ opens_minute: 570, closes_minute: 1080 })).data).toEqual({
      opens_minute: 570,
      closes_minute: 1080,
    });
    expect((await call(t.app, { method: 'GET', url: API.appointmentHours })).body.data).toEqual({
      opens_minute: 570,
      closes_minute: 1080,
    });
    const early = await call(t.app, {
      method: 'POST',
      url: API.appointments,
      token: world.customer,
      payload: bookingBody(t, world, { appointment_at: march2(9) }),
    });
    expect(early.body).toMatchObject({ code: 1, msg: '预约时间需在营业时间09:30–18:00内' });
    expect((await book(t, world, { appointment_at: march2(9, 30) })).state).toBe('unpaid');
    const audit = await t.app.db
      .selectFrom('audit_logs')
      .select(['action', 'detail'])
      .where('action', '=', 'appointment.hours')
      .execute();
    expect(audit).toEqual([{ action: 'appointment.hours', detail: '09:30–18:00' }]);
  });

  it('refuse closing before opening, minutes off the half hour, and hours past the day', async () => {
    for (const [body, msg] of [
      [{ opens_minute: 1080, closes_minute: 540 }, '开始时间需早于结束时间'],
      [{ opens_minute: 480, closes_minute: 480 }, '开始时间需早于结束时间'],
      [{ opens_minute: 485, closes_minute: 1260 }, '开始时间需为整点或半点'],
      [{ opens_minute: 480, closes_minute: 1440 }, '结束时间格式不正确'],
      [{ opens_minute: '8:00', closes_minute: 1260 }, '开始时间格式不正确'],
    ] as const) {
      expect(await setHours(body)).toMatchObject({ code: 1, msg });
    }
    const customer = await call(t.app, {
      method: 'POST',
      url: API.admin.appointmentHours,
      token: world.customer,
      payload: { opens_minute: 480, closes_minute: 1260 },
    });
    expect(customer.body.code).not.toBe(0);
  });
});
