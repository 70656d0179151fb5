import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { directory } from '../lawyer/lawyer-fixtures';
import {
  act,
  appointmentWorld,
  detail,
  HOUR,
  minuteAfter,
  received,
  type AppointmentWorld,
} from '../appointment/appointment-fixtures';
import { orderAction, paidOrder, reviewWorld, type ReviewWorld } from './review-fixtures';

let t: TestApp;

beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

/** The served-order count the directory shows for a lawyer (a cached page unless something refreshed it). */
async function servedInDirectory(uuid: string) {
  const reply = await directory(t.app, '?sort=orders&page_size=50');
  return reply.data.list.find((item) => item.uuid === uuid)?.served_orders;
}

describe('the directory shows a lawyer’s served orders at once (PRODUCT §5)', () => {
  it('after the lawyer marks an appointment met', async () => {
    const world: AppointmentWorld = await appointmentWorld(t);
    const held = await received(t, world);
    t.clock.advance(27 * HOUR);
    expect(await servedInDirectory(world.lawyerA.uuid)).toBe(0);
    const met = await act(t, world.lawyerA.token, { order_no: held.order_no, action: 'mark_met' });
    expect(met.body.data.state).toBe('finished');
    expect(await servedInDirectory(world.lawyerA.uuid)).toBe(1);
  });

  it('after an appointment finishes by itself 72 hours after its time', async () => {
    const world: AppointmentWorld = await appointmentWorld(t);
    const at = minuteAfter(t, 26 * HOUR);
    const held = await received(t, world, { appointment_at: at });
    t.clock.set(at + 72 * HOUR - 1);
    expect(await servedInDirectory(world.lawyerA.uuid)).toBe(0);
    t.clock.set(at + 72 * HOUR);
    await t.app.timers.runDue();
    expect((await detail(t, world.customer, held.order_no)).data.state).toBe('finished');
    expect(await servedInDirectory(world.lawyerA.uuid)).toBe(1);
  });

  it('after the customer confirms a service order', async () => {
    const world: ReviewWorld = await reviewWorld(t.app);
    const orderNo = await paidOrder(t.app, world.customer, world.lawyer.uuid, world.configId);
    await orderAction(t.app, world.lawyer.token, { order_no: orderNo, action: 'accept' });
    await orderAction(t.app, world.lawyer.token, { order_no: orderNo, action: 'deliver', note: '已答复。' });
    expect(await servedInDirectory(world.lawyer.uuid)).toBe(0);
    await orderAction(t.app, world.customer, { order_no: orderNo, action: 'confirm' });
    expect(await servedInDirectory(world.lawyer.uuid)).toBe(1);
  });
});
