import { API, type AdminOrderSettings, type AuditLogItem, type Page } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  appointmentWorld,
  assign,
  book,
  consoleCall,
  detail,
  pay,
  type AppointmentWorld,
} from './appointment-fixtures';

let t: TestApp;
let world: AppointmentWorld;

beforeAll(async () => {
  t = await createTestApp();
  world = await appointmentWorld(t);
});
afterAll(async () => t.close());

describe('what the console’s appointment work leaves in the audit log and the timeline', () => {
  it('names the assigned lawyer, links appointments by number and the price by its service', async () => {
    const assigned = await book(t, world);
    await pay(t, world, assigned.order_no);
    expect((await assign(t, world, assigned.order_no, world.lawyerA.uuid)).code).toBe(0);
    const rejected = await book(t, world);
    await pay(t, world, rejected.order_no);
    await consoleCall(t, world, {
      method: 'POST',
      url: API.admin.appointmentReject,
      payload: { order_no: rejected.order_no, reason: '该地区暂无可派律师' },
    });
    const settings = await consoleCall<AdminOrderSettings>(t, world, {
      method: 'GET',
      url: API.admin.orderSettings,
    });
    const config = settings.data.appointments[0]!;
    await consoleCall(t, world, {
      method: 'POST',
      url: API.admin.serviceConfig,
      payload: { id: config.id, price: 29900, enabled: 1 },
    });

    const log = await consoleCall<Page<AuditLogItem>>(t, world, { method: 'GET', url: API.admin.auditLog });
    const entries = log.data.list
      .filter((item) => item.action !== 'operator.login')
      .map((item) => [item.action, item.detail, item.target_ref]);
    expect(entries).toEqual([
      [
        'config.service',
        '线下咨询预约：价格 199.00 → 299.00 元，启用',
        { kind: 'order_config', id: String(config.id), name: '线下咨询预约' },
      ],
      [
        'appointment.reject',
        '该地区暂无可派律师',
        { kind: 'appointment', id: rejected.order_no, name: null },
      ],
      [
        'appointment.assign',
        `赵律师 律师（${world.lawyerA.uuid}）`,
        { kind: 'appointment', id: assigned.order_no, name: null },
      ],
    ]);

    // The customer's timeline says whom the platform assigned.
    const timeline = (await detail(t, world.customer, assigned.order_no)).data.events as Array<{
      transition: string;
      note: string | null;
    }>;
    expect(timeline.find((event) => event.transition === 'assign')?.note).toBe('赵律师 律师');
  });
});
