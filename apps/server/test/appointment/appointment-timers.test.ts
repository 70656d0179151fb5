import { API } from '@lawbridge/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTimerRepo } from '../../src/core/timers/timer-repo';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { operatorToken } from '../operator/operator-api';
import {
  act,
  answeredAndDecided,
  appointmentWorld,
  assign,
  book,
  consoleCall,
  detail,
  HOUR,
  minuteAfter,
  pay,
  type AppointmentWorld,
} from './appointment-fixtures';

const MINUTE = 60_000;

let t: TestApp;
let world: AppointmentWorld;

beforeEach(async () => {
  t = await createTestApp();
  world = await appointmentWorld(t);
});
afterEach(async () => t.close());

const view = async (orderNo: string) => (await detail(t, world.customer, orderNo)).data;

/** Moves the clock to `at` and works the timers due by then. */
async function runAt(at: number) {
  t.clock.set(at);
  await t.app.timers.runDue();
}

/** Signs the operator in again: a console session lasts 12 hours, and these tests move the clock by days. */
async function consoleNow<T>(request: Parameters<typeof consoleCall>[2]) {
  world.operator = await operatorToken(t.app, world.operatorName);
  return consoleCall<T>(t, world, request);
}

const assignTo = (orderNo: string, lawyerUuid: string) =>
  consoleNow({
    method: 'POST',
    url: API.admin.appointmentAssign,
    payload: { order_no: orderNo, lawyer_uuid: lawyerUuid },
  });

async function offers(orderNo: string) {
  const reply = await consoleNow<{ offers: Array<{ lawyer: { uuid: string }; outcome: string }> }>({
    method: 'GET',
    url: `${API.admin.appointments}/${orderNo}`,
  });
  return reply.data.offers.map((offer) => [offer.lawyer.uuid, offer.outcome]);
}

/** Lawyer A answers the open refund request (说明情况), and the operator, signed in again, decides it. */
async function refundDecision(orderNo: string, decision: Record<string, unknown>) {
  world.operator = await operatorToken(t.app, world.operatorName);
  return answeredAndDecided(t, world, orderNo, decision);
}

describe('appointment timers at their bounds (PRODUCT §7, §15)', () => {
  it('closes an appointment left unpaid for 15 minutes, not a millisecond earlier', async () => {
    const booked = await book(t, world);
    const start = t.clock.now();
    await runAt(start + 15 * MINUTE - 1);
    expect((await view(booked.order_no)).state).toBe('unpaid');
    await runAt(start + 15 * MINUTE);
    expect((await view(booked.order_no)).state).toBe('closed');
  });

  it('sends an offer back to dispatch 24 hours after it was made, not a millisecond earlier', async () => {
    const booked = await book(t, world);
    await pay(t, world, booked.order_no);
    t.clock.advance(HOUR);
    await assign(t, world, booked.order_no, world.lawyerA.uuid);
    const offeredAt = t.clock.now();
    expect((await view(booked.order_no)).next_deadline_at).toBe(offeredAt + 24 * HOUR);
    await runAt(offeredAt + 24 * HOUR - 1);
    expect((await view(booked.order_no)).state).toBe('waiting_lawyer');
    await runAt(offeredAt + 24 * HOUR);
    expect((await view(booked.order_no)).state).toBe('waiting_platform');
    expect(await offers(booked.order_no)).toEqual([[world.lawyerA.uuid, 'timeout']]);
  });

  it('finishes 72 hours after the booked time, not 72 hours after acceptance', async () => {
    const appointmentAt = minuteAfter(t, 10 * 24 * HOUR);
    const booked = await book(t, world, { appointment_at: appointmentAt });
    await pay(t, world, booked.order_no);
    await assign(t, world, booked.order_no, world.lawyerA.uuid);
    await act(t, world.lawyerA.token, { order_no: booked.order_no, action: 'accept' });
    const acceptedAt = t.clock.now();
    expect((await view(booked.order_no)).next_deadline_at).toBe(appointmentAt + 72 * HOUR);
    await runAt(acceptedAt + 72 * HOUR);
    expect((await view(booked.order_no)).state).toBe('receive');
    await runAt(appointmentAt + 72 * HOUR - 1);
    expect((await view(booked.order_no)).state).toBe('receive');
    await runAt(appointmentAt + 72 * HOUR);
    expect((await view(booked.order_no)).state).toBe('finished');
  });
});

describe('a timer acts only on the state entry it was scheduled for', () => {
  it('gives the second lawyer offered an appointment the full 24 hours, whatever the first one’s timer', async () => {
    const booked = await book(t, world);
    await pay(t, world, booked.order_no);
    const t0 = t.clock.now();
    await assign(t, world, booked.order_no, world.lawyerA.uuid);
    t.clock.set(t0 + HOUR);
    const declined = await act(t, world.lawyerA.token, {
      order_no: booked.order_no,
      action: 'decline',
      reason: '当天已有安排',
    });
    expect(declined.body.code).toBe(0);
    t.clock.set(t0 + 2 * HOUR);
    expect((await assignTo(booked.order_no, world.lawyerB.uuid)).code).toBe(0);
    expect((await view(booked.order_no)).next_deadline_at).toBe(t0 + 26 * HOUR);
    const lawyerView = await detail(t, world.lawyerB.token, booked.order_no);
    expect(lawyerView.data.next_deadline_at).toBe(t0 + 26 * HOUR);

    // Lawyer A's 24 hours end here: they have nothing to do with B's offer.
    await runAt(t0 + 24 * HOUR);
    expect(await view(booked.order_no)).toMatchObject({
      state: 'waiting_lawyer',
      lawyer: { uuid: world.lawyerB.uuid },
      next_deadline_at: t0 + 26 * HOUR,
    });
    expect(await offers(booked.order_no)).toEqual([
      [world.lawyerA.uuid, 'declined'],
      [world.lawyerB.uuid, 'open'],
    ]);
    await runAt(t0 + 26 * HOUR - 1);
    expect((await view(booked.order_no)).state).toBe('waiting_lawyer');
    await runAt(t0 + 26 * HOUR);
    expect(await view(booked.order_no)).toMatchObject({ state: 'waiting_platform', next_deadline_at: null });
    expect(await offers(booked.order_no)).toEqual([
      [world.lawyerA.uuid, 'declined'],
      [world.lawyerB.uuid, 'timeout'],
    ]);
    // The timeout is B's: B is not offered it again.
    expect((await assignTo(booked.order_no, world.lawyerB.uuid)).code).toBe(7);
    const openTimers = await t.app.db
      .selectFrom('timers')
      .select('kind')
      .where('ref_kind', '=', 'appointment')
      .where('done_at', 'is', null)
      .execute();
    expect(openTimers).toEqual([]);
  });

  it('leaves the third offer alone when the timers of two declined offers fall due during it', async () => {
    const booked = await book(t, world);
    await pay(t, world, booked.order_no);
    const t0 = t.clock.now();
    await assign(t, world, booked.order_no, world.lawyerA.uuid);
    t.clock.set(t0 + 23 * HOUR);
    await act(t, world.lawyerA.token, { order_no: booked.order_no, action: 'decline', reason: '无法到场' });
    await assignTo(booked.order_no, world.lawyerB.uuid);
    t.clock.set(t0 + 23 * HOUR + 30 * MINUTE);
    await act(t, world.lawyerB.token, { order_no: booked.order_no, action: 'decline', reason: '无法到场' });
    await assignTo(booked.order_no, world.lawyerC.uuid);
    // Both earlier timers fall due while lawyer C holds the offer.
    await runAt(t0 + 24 * HOUR + 30 * MINUTE);
    expect(await view(booked.order_no)).toMatchObject({
      state: 'waiting_lawyer',
      lawyer: { uuid: world.lawyerC.uuid },
      next_deadline_at: t0 + 47 * HOUR + 30 * MINUTE,
    });
  });

  it('lets an ended timer that a worker had already claimed do nothing when its handler runs', async () => {
    const booked = await book(t, world);
    await pay(t, world, booked.order_no);
    await assign(t, world, booked.order_no, world.lawyerA.uuid);
    const timerOfA = await t.app.db
      .selectFrom('timers')
      .select('id')
      .where('kind', '=', 'appointment:accept_timeout')
      .executeTakeFirstOrThrow();
    await act(t, world.lawyerA.token, { order_no: booked.order_no, action: 'decline', reason: '无法到场' });
    await assign(t, world, booked.order_no, world.lawyerB.uuid);
    // As if a worker had claimed A's timer just before the decline and only now ran its handler.
    const row = (await t.app.appointments.service.findByNo(booked.order_no))!;
    await t.app.appointments.service.fireTimer({
      orderId: row.id,
      transition: 'accept_timeout',
      timerId: timerOfA.id,
    });
    expect(await view(booked.order_no)).toMatchObject({
      state: 'waiting_lawyer',
      lawyer: { uuid: world.lawyerB.uuid },
    });
  });
});

describe('rows left from before a timer belonged to one entry', () => {
  it('let only the latest open row of a kind act (an older one is an earlier entry’s)', async () => {
    const booked = await book(t, world);
    await pay(t, world, booked.order_no);
    const t0 = t.clock.now();
    await assign(t, world, booked.order_no, world.lawyerA.uuid);
    const row = (await t.app.appointments.service.findByNo(booked.order_no))!;
    // As the old scheduling left it: a second open row of the kind, for a later entry, the first not ended.
    await createTimerRepo(t.app.db).schedule(
      { kind: 'appointment:accept_timeout', refKind: 'appointment', refId: row.id, dueAt: t0 + 26 * HOUR },
      t0,
    );
    await runAt(t0 + 24 * HOUR);
    expect((await view(booked.order_no)).state).toBe('waiting_lawyer');
    await runAt(t0 + 26 * HOUR);
    expect((await view(booked.order_no)).state).toBe('waiting_platform');
  });
});

describe('the auto-completion waits while a refund request is open', () => {
  let appointmentAt: number;
  beforeEach(() => {
    appointmentAt = minuteAfter(t, 26 * HOUR);
  });

  /** Booked for `at`, paid, offered to lawyer A and accepted at once. */
  async function received(at: number) {
    const booked = await book(t, world, { appointment_at: at });
    await pay(t, world, booked.order_no);
    await assign(t, world, booked.order_no, world.lawyerA.uuid);
    await act(t, world.lawyerA.token, { order_no: booked.order_no, action: 'accept' });
    return booked;
  }

  it('finishes a refused request’s appointment 72 hours after its time plus the 10 hours it was open', async () => {
    const booked = await received(appointmentAt);
    t.clock.set(appointmentAt + 5 * HOUR);
    const asked = await act(t, world.customer, {
      order_no: booked.order_no,
      action: 'request_refund',
      reason: '律师未联系',
    });
    expect(asked.body.data.next_deadline_at).toBeNull();
    t.clock.set(appointmentAt + 15 * HOUR);
    const refusal = { decision: 'reject', reason_code: 'performed', text: '律师已联系' };
    expect((await refundDecision(booked.order_no, refusal)).code).toBe(0);
    expect((await view(booked.order_no)).next_deadline_at).toBe(appointmentAt + 82 * HOUR);

    await runAt(appointmentAt + 72 * HOUR);
    expect((await view(booked.order_no)).state).toBe('receive');
    await runAt(appointmentAt + 82 * HOUR - 1);
    expect((await view(booked.order_no)).state).toBe('receive');
    await runAt(appointmentAt + 82 * HOUR);
    expect((await view(booked.order_no)).state).toBe('finished');
  });

  it('counts only the time after the booked time: a request refused before it leaves the 72 hours as they were', async () => {
    const booked = await received(appointmentAt);
    t.clock.set(appointmentAt - 10 * HOUR);
    await act(t, world.customer, { order_no: booked.order_no, action: 'request_refund', reason: '时间冲突' });
    t.clock.set(appointmentAt - 2 * HOUR);
    const refusal = { decision: 'reject', reason_code: 'performed', text: '已与律师确认时间' };
    expect((await refundDecision(booked.order_no, refusal)).code).toBe(0);
    expect((await view(booked.order_no)).next_deadline_at).toBe(appointmentAt + 72 * HOUR);
    await runAt(appointmentAt + 72 * HOUR);
    expect((await view(booked.order_no)).state).toBe('finished');
  });
});
