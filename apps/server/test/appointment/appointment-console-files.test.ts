import {
  API,
  type AdminAppointmentDetail,
  type AdminAppointmentRefundItem,
  type OrderFile,
  type Page,
} from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import { downloadedFiles } from '../helpers/download';
import { makePdf } from '../helpers/office-files';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { fileIdOf } from '../service-order/order-api-fixtures';
import { act, appointmentWorld, consoleCall, received, type AppointmentWorld } from './appointment-fixtures';

let t: TestApp;
let world: AppointmentWorld;

beforeAll(async () => {
  t = await createTestApp();
  world = await appointmentWorld(t);
});
afterAll(async () => t.close());

const fetched = (files: readonly OrderFile[]) => downloadedFiles(t.app, files);

describe("the console shows an appointment refund request's evidence files (issue 15)", () => {
  it("lists an appointment refund request's evidence files in the console's queue and detail", async () => {
    const held = await received(t, world);
    const letter = makePdf(800);
    const file = await fileIdOf(t, world.customer, '出差通知.pdf', letter);
    const asked = await act(t, world.customer, {
      order_no: held.order_no,
      action: 'request_refund',
      reason: '时间冲突',
      text: '出差无法赴约',
      files: [file],
    });
    expect(asked.body.code).toBe(0);
    const expected = [{ name: '出差通知.pdf', size: letter.length, bytes: letter }];

    const queue = await consoleCall<Page<AdminAppointmentRefundItem>>(t, world, {
      method: 'GET',
      url: API.admin.appointmentRefunds,
    });
    const queued = queue.data.list.find((item) => item.order_no === held.order_no)!;
    expect(queued.images).toEqual([]);
    expect(await fetched(queued.files)).toEqual(expected);
    const detail = await consoleCall<AdminAppointmentDetail>(t, world, {
      method: 'GET',
      url: `${API.admin.appointments}/${held.order_no}`,
    });
    expect(await fetched(detail.data.refund_records[0]!.files)).toEqual(expected);

    const refused = await call(t.app, {
      method: 'GET',
      url: API.admin.appointmentRefunds,
      token: world.customer,
    });
    expect(refused.body).toMatchObject({ code: 2, data: null });
  });
});
