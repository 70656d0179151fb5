import { API, type DispatchSuggestion } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  appointmentWorld,
  assign,
  book,
  bookingBody,
  consoleCall,
  pay,
  type AppointmentWorld,
} from '../appointment/appointment-fixtures';
import { apiOrderWorld } from '../service-order/order-api-fixtures';

// Each world numbers its own phones: one app each.
let t: TestApp;
let forOrders: TestApp;
let orders: Awaited<ReturnType<typeof apiOrderWorld>>;
let appointments: AppointmentWorld;

beforeAll(async () => {
  forOrders = await createTestApp();
  orders = await apiOrderWorld(forOrders);
  t = await createTestApp();
  appointments = await appointmentWorld(t);
});
afterAll(async () => {
  await forOrders.close();
  await t.close();
});

const bookAs = (token: string, overrides: Record<string, unknown> = {}) =>
  call(t.app, {
    method: 'POST',
    url: API.appointments,
    token,
    payload: bookingBody(t, appointments, overrides),
  });

describe('who may place an order (security review, issue 15)', () => {
  it('a lawyer can neither buy their own service nor book themselves', async () => {
    const own = await orders.place([], orders.lawyer.token);
    expect(own.body).toMatchObject({ code: 7, msg: '不能向自己下单' });
    const booked = await bookAs(appointments.lawyerA.token, { lawyer_uuid: appointments.lawyerA.uuid });
    expect(booked.body).toMatchObject({ code: 7, msg: '不能向自己下单' });
  });

  it('dispatch never suggests nor assigns the customer’s own lawyer profile', async () => {
    // Lawyer B books a meeting (without choosing anyone) as a customer would.
    const booking = await bookAs(appointments.lawyerB.token, { area_code: '110108' });
    const orderNo = (booking.body.data as { order_no: string }).order_no;
    await pay(t, { ...appointments, customer: appointments.lawyerB.token }, orderNo);
    const suggested = await consoleCall<DispatchSuggestion[]>(t, appointments, {
      method: 'GET',
      url: `${API.admin.appointmentSuggestions}?order_no=${orderNo}`,
    });
    const uuids = suggested.data.map((item) => item.uuid);
    expect(uuids).toContain(appointments.lawyerA.uuid);
    expect(uuids).not.toContain(appointments.lawyerB.uuid);
    expect(await assign(t, appointments, orderNo, appointments.lawyerB.uuid)).toMatchObject({
      code: 7,
      msg: '不能向自己下单',
    });
  });

  it('at most 5 unpaid orders of each kind at once, also when 10 are placed together; paying frees a place', async () => {
    const placed = await Promise.all(Array.from({ length: 10 }, () => orders.place()));
    const codes = placed.map((reply) => reply.body.code).sort();
    expect(codes).toEqual([0, 0, 0, 0, 0, 7, 7, 7, 7, 7]);
    expect(placed.find((reply) => reply.body.code === 7)!.body.msg).toBe(
      '待支付的服务订单已有5个，请先支付或取消后再下单',
    );
    const waiting = placed.find((reply) => reply.body.code === 0)!.body.data as { order_no: string };
    const payment = { app_scene: 'h5', scene: 'service', order_no: waiting.order_no };
    orders.ok(
      await call(forOrders.app, {
        method: 'POST',
        url: API.payment,
        token: orders.customer,
        payload: payment,
      }),
    );
    const confirm = { order_no: waiting.order_no };
    orders.ok(
      await call(forOrders.app, {
        method: 'POST',
        url: API.sandboxConfirm,
        token: orders.customer,
        payload: confirm,
      }),
    );
    expect((await orders.place()).body.code).toBe(0);

    for (let index = 0; index < 5; index += 1) await book(t, appointments);
    expect((await bookAs(appointments.customer)).body).toMatchObject({
      code: 7,
      msg: '待支付的预约已有5个，请先支付或取消后再预约',
    });
  });
});
