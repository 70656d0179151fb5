import { API, type NotificationPage } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  appointmentWorld,
  book,
  consoleCall,
  pay,
  received,
  type AppointmentWorld,
} from './appointment-fixtures';

let t: TestApp;
let world: AppointmentWorld;

beforeAll(async () => {
  t = await createTestApp();
  world = await appointmentWorld(t);
});
afterAll(async () => t.close());

const kindsOf = async (token: string) =>
  (await call<NotificationPage>(t.app, { method: 'GET', url: API.notifications, token })).body.data.list.map(
    (item) => [item.kind, item.link],
  );

describe('notifications of appointment events (PRODUCT §14)', () => {
  it('tells the lawyer of the offer, the customer of the acceptance and of a platform refusal', async () => {
    const accepted = await received(t, world);
    const refused = await book(t, world);
    await pay(t, world, refused.order_no);
    await consoleCall(t, world, {
      method: 'POST',
      url: API.admin.appointmentReject,
      payload: { order_no: refused.order_no, reason: '该地区暂无可派律师' },
    });
    expect(await kindsOf(world.lawyerA.token)).toEqual([
      ['appointment_offered', `/pages/lawyer/order/detailAppointment?order_no=${accepted.order_no}`],
    ]);
    expect(await kindsOf(world.customer)).toEqual([
      ['order_declined', `/pages/customer/order/appointment/detail?order_no=${refused.order_no}`],
      ['appointment_accepted', `/pages/customer/order/appointment/detail?order_no=${accepted.order_no}`],
    ]);
  });
});
