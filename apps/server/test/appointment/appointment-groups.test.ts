import { API, type AppointmentSummary, type Page } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  act,
  appointmentWorld,
  assign,
  book,
  consoleCall,
  HOUR,
  pay,
  received,
  type AppointmentWorld,
} from './appointment-fixtures';

let t: TestApp;
let world: AppointmentWorld;
/** One appointment in each place an appointment can be, by name. */
const appointments: Record<string, string> = {};

const paid = async () => {
  const booked = await book(t, world);
  await pay(t, world, booked.order_no);
  return booked.order_no;
};
const ok = (reply: { body: { code: number; msg: string } }) => {
  if (reply.body.code !== 0) throw new Error(reply.body.msg);
};

beforeAll(async () => {
  t = await createTestApp();
  world = await appointmentWorld(t);
  appointments.unpaid = (await book(t, world)).order_no;
  appointments.closed = (await book(t, world)).order_no;
  ok(await act(t, world.customer, { order_no: appointments.closed, action: 'close' }));
  appointments.dispatching = await paid();
  appointments.offered = await paid();
  await assign(t, world, appointments.offered, world.lawyerA.uuid);
  appointments.cancelled = await paid();
  ok(
    await act(t, world.customer, { order_no: appointments.cancelled, action: 'cancel', reason: '不需要了' }),
  );
  appointments.rejected = await paid();
  await consoleCall(t, world, {
    method: 'POST',
    url: API.admin.appointmentReject,
    payload: { order_no: appointments.rejected, reason: '该地区暂无可派律师' },
  });
  appointments.accepted = (await received(t, world)).order_no;
  appointments.refunding = (await received(t, world)).order_no;
  ok(
    await act(t, world.customer, {
      order_no: appointments.refunding,
      action: 'request_refund',
      reason: '其他',
    }),
  );
  appointments.finished = (await received(t, world)).order_no;
  t.clock.advance(27 * HOUR);
  ok(await act(t, world.lawyerA.token, { order_no: appointments.finished, action: 'mark_met' }));
});
afterAll(async () => t.close());

const named = (orderNos: string[]) =>
  orderNos.map((orderNo) => Object.keys(appointments).find((name) => appointments[name] === orderNo)).sort();

async function mine(query: string) {
  const reply = await call<Page<AppointmentSummary>>(t.app, {
    method: 'GET',
    url: `${API.appointments}?${query}`,
    token: world.customer,
  });
  if (reply.body.code !== 0) throw new Error(reply.body.msg);
  return { names: named(reply.body.data.list.map((item) => item.order_no)), total: reply.body.data.total };
}

describe('预约记录 groups (each appointment in exactly one tab)', () => {
  it('puts the customer’s appointments in 待付款, 待接单, 已接单, 退款中, 已完成 and 已取消', async () => {
    expect(await mine('group=unpaid')).toEqual({ names: ['unpaid'], total: 1 });
    expect(await mine('group=waiting')).toEqual({ names: ['dispatching', 'offered'], total: 2 });
    expect(await mine('group=receive')).toEqual({ names: ['accepted'], total: 1 });
    expect(await mine('group=refunding')).toEqual({ names: ['refunding'], total: 1 });
    expect(await mine('group=finished')).toEqual({ names: ['finished'], total: 1 });
    expect(await mine('group=cancelled')).toEqual({ names: ['cancelled', 'closed', 'rejected'], total: 3 });
    expect((await mine('page_size=50')).total).toBe(Object.keys(appointments).length);
    expect(await mine('group=cancelled&page_size=2&page=2')).toMatchObject({
      total: 3,
      names: [expect.any(String)],
    });
  });

  it('refuses a group that is not a tab with a clear message', async () => {
    const reply = await call(t.app, {
      method: 'GET',
      url: `${API.appointments}?group=receiving`,
      token: world.customer,
    });
    expect(reply.body.code).toBe(1);
    expect(reply.body.msg).toContain('预约分组');
  });
});
