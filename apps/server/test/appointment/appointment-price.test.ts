import { API, type AdminOrderSettings, type AuditLogItem, type Page } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  appointmentWorld,
  book,
  bookingBody,
  consoleCall,
  type AppointmentWorld,
} from './appointment-fixtures';

let t: TestApp;
let world: AppointmentWorld;

beforeAll(async () => {
  t = await createTestApp();
  world = await appointmentWorld(t);
});
afterAll(async () => t.close());

const settings = async () =>
  (await consoleCall<AdminOrderSettings>(t, world, { method: 'GET', url: API.admin.orderSettings })).data;
const setConfig = (payload: { id: number; price: number; enabled: number }) =>
  consoleCall(t, world, { method: 'POST', url: API.admin.serviceConfig, payload });

describe('the appointment price in the console’s 配置 (PRODUCT §16)', () => {
  it('lists the appointment config apart from the online services', async () => {
    const { appointments, services } = await settings();
    expect(appointments).toMatchObject([{ name: '线下咨询预约', price: 19900, enabled: 1 }]);
    expect(services.map((service) => service.id)).not.toContain(appointments[0]!.id);
  });

  it('prices new bookings at once and keeps the price of those already made, audited', async () => {
    const [config] = (await settings()).appointments;
    const before = await book(t, world);
    expect((await setConfig({ id: config!.id, price: 25900, enabled: 1 })).code).toBe(0);
    await book(t, world);
    const rows = await t.app.db.selectFrom('appointments').select(['order_no', 'price']).execute();
    const priceOf = (orderNo: string) => rows.find((row) => row.order_no === orderNo)?.price;
    expect(priceOf(before.order_no)).toBe(19900);
    expect(rows.map((row) => row.price).sort()).toEqual([19900, 25900]);
    const log = await consoleCall<Page<AuditLogItem>>(t, world, {
      method: 'GET',
      url: `${API.admin.auditLog}?action=config.service`,
    });
    expect(log.data.list[0]).toMatchObject({ detail: '线下咨询预约：价格 199.00 → 259.00 元，启用' });
  });

  it('switched off, takes no booking until switched on again', async () => {
    const [config] = (await settings()).appointments;
    await setConfig({ id: config!.id, price: 19900, enabled: 0 });
    const refused = await call(t.app, {
      method: 'POST',
      url: API.appointments,
      token: world.customer,
      payload: bookingBody(t, world),
    });
    expect(refused.body).toMatchObject({ code: 7, msg: '线下咨询预约暂不可用' });
    await setConfig({ id: config!.id, price: 19900, enabled: 1 });
    expect((await book(t, world)).order_no).toMatch(/^A/);
  });
});
