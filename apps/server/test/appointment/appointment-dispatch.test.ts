import { API, type AdminAppointmentItem, type DashboardSummary, type Page } from '@lawbridge/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { operatorToken } from '../operator/operator-api';
import {
  act,
  appointmentWorld,
  book,
  consoleCall,
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

/** The console, signed in afresh (a session lasts 12 hours; these tests move the clock by a day). */
async function consoleNow<T>(request: Parameters<typeof consoleCall>[2]) {
  world.operator = await operatorToken(t.app, world.operatorName);
  return consoleCall<T>(t, world, request);
}
const queue = async () =>
  (await consoleNow<Page<AdminAppointmentItem>>({ method: 'GET', url: API.admin.appointmentDispatch })).data;
const dashboard = async () =>
  (await consoleNow<DashboardSummary>({ method: 'GET', url: API.admin.dashboard })).data;
const assignTo = (orderNo: string, lawyerUuid: string) =>
  consoleNow({
    method: 'POST',
    url: API.admin.appointmentAssign,
    payload: { order_no: orderNo, lawyer_uuid: lawyerUuid },
  });

async function paidAppointment() {
  const booked = await book(t, world);
  await pay(t, world, booked.order_no);
  return booked.order_no;
}

describe('the dispatch queue (PRODUCT §7, §16)', () => {
  it('lists the appointments waiting for dispatch oldest payment first, also one sent back', async () => {
    const first = await paidAppointment();
    t.clock.advance(60_000);
    const second = await paidAppointment();
    t.clock.advance(60_000);
    const third = await paidAppointment();
    const unpaid = (await book(t, world)).order_no;
    t.clock.advance(60_000);
    const offered = await paidAppointment();
    await assignTo(offered, world.lawyerA.uuid);

    const waiting = await queue();
    expect(waiting.total).toBe(3);
    expect(waiting.list.map((item) => item.order_no)).toEqual([first, second, third]);
    expect(waiting.list.map((item) => item.order_no)).not.toContain(unpaid);

    // The first one offered and declined comes back to its place, still the oldest.
    await assignTo(first, world.lawyerA.uuid);
    expect((await queue()).list.map((item) => item.order_no)).toEqual([second, third]);
    await act(t, world.lawyerA.token, { order_no: first, action: 'decline', reason: '当天已有安排' });
    expect((await queue()).list.map((item) => item.order_no)).toEqual([first, second, third]);
  });

  it('counts the 2 hours from when a declined appointment came back, in the queue and on the dashboard', async () => {
    const orderNo = await paidAppointment();
    const paidAt = t.clock.now();
    t.clock.set(paidAt + HOUR);
    await assignTo(orderNo, world.lawyerA.uuid);
    t.clock.set(paidAt + 3 * HOUR);
    await act(t, world.lawyerA.token, { order_no: orderNo, action: 'decline', reason: '当天已有安排' });

    const back = (await queue()).list[0]!;
    expect(back).toMatchObject({ order_no: orderNo, paid_at: paidAt, waiting_since: paidAt + 3 * HOUR });
    expect(back.overdue).toBe(false);
    expect(await dashboard()).toMatchObject({
      appointments_waiting_dispatch: 1,
      appointments_dispatch_overdue: 0,
    });

    t.clock.set(paidAt + 5 * HOUR);
    expect((await queue()).list[0]!.overdue).toBe(false);
    t.clock.set(paidAt + 5 * HOUR + 1);
    expect((await queue()).list[0]!.overdue).toBe(true);
    expect(await dashboard()).toMatchObject({
      appointments_waiting_dispatch: 1,
      appointments_dispatch_overdue: 1,
    });
    const detail = await consoleNow<{ overdue: boolean; waiting_since: number }>({
      method: 'GET',
      url: `${API.admin.appointments}/${orderNo}`,
    });
    expect(detail.data).toMatchObject({ overdue: true, waiting_since: paidAt + 3 * HOUR });
  });

  it('counts the 2 hours from when a timed-out offer came back', async () => {
    const orderNo = await paidAppointment();
    const paidAt = t.clock.now();
    await assignTo(orderNo, world.lawyerA.uuid);
    t.clock.set(paidAt + 24 * HOUR);
    await t.app.timers.runDue();

    const back = (await queue()).list[0]!;
    expect(back).toMatchObject({ order_no: orderNo, waiting_since: paidAt + 24 * HOUR, overdue: false });
    expect(await dashboard()).toMatchObject({ appointments_dispatch_overdue: 0 });
    t.clock.set(paidAt + 26 * HOUR + 1);
    expect((await queue()).list[0]!.overdue).toBe(true);
    expect(await dashboard()).toMatchObject({ appointments_dispatch_overdue: 1 });
  });

  it('counts the 2 hours from the payment for one never offered, and has no waiting time outside the queue', async () => {
    const orderNo = await paidAppointment();
    const paidAt = t.clock.now();
    expect((await queue()).list[0]).toMatchObject({ waiting_since: paidAt, overdue: false });
    t.clock.set(paidAt + 2 * HOUR + 1);
    expect((await queue()).list[0]).toMatchObject({ waiting_since: paidAt, overdue: true });
    await assignTo(orderNo, world.lawyerA.uuid);
    const list = await consoleNow<Page<AdminAppointmentItem>>({
      method: 'GET',
      url: `${API.admin.appointments}?order_no=${orderNo}`,
    });
    expect(list.data.list[0]).toMatchObject({ state: 'waiting_lawyer', waiting_since: null, overdue: false });
  });
});
