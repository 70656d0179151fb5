import { API, type AdminAppointmentDetail, type AppointmentDetail } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import {
  act,
  appointmentWorld,
  book,
  consoleCall,
  pay,
  received,
  type AppointmentWorld,
} from '../appointment/appointment-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let world: AppointmentWorld;

beforeAll(async () => {
  t = await createTestApp();
  world = await appointmentWorld(t);
});
afterAll(async () => t.close());

const view = async (token: string, orderNo: string) =>
  (
    await call<AppointmentDetail>(t.app, {
      method: 'GET',
      url: `${API.appointmentDetail}?order_no=${orderNo}`,
      token,
    })
  ).body.data;
const consoleView = (orderNo: string) =>
  consoleCall<AdminAppointmentDetail>(t, world, {
    method: 'GET',
    url: `${API.admin.appointments}/${orderNo}`,
  });

/** An accepted appointment whose customer asked for a refund before the meeting. */
async function refundAsked(): Promise<string> {
  const { order_no } = await received(t, world);
  const asked = await act(t, world.customer, {
    order_no,
    action: 'request_refund',
    reason: '时间冲突',
    text: '临时出差',
    images: [],
    files: [],
  });
  if (asked.body.code !== 0) throw new Error(`refund request refused: ${asked.body.msg}`);
  return order_no;
}

describe('appointment refund requests are heard like service orders (PRODUCT §12a)', () => {
  it("waits for the lawyer's answer, then the operator's full refund with a reason cancels the appointment", async () => {
    const orderNo = await refundAsked();
    const requestId = (await view(world.customer, orderNo)).refund_requests.at(-1)!.id;
    const early = await consoleCall(t, world, {
      method: 'POST',
      url: API.admin.appointmentRefundDecision,
      payload: { id: requestId, decision: 'refund_full', reason_code: 'other', text: '客户临时出差' },
    });
    expect(early.code).toBe(7);
    expect((await view(world.lawyerA.token, orderNo)).actions).toEqual(
      expect.arrayContaining(['agree_refund', 'answer_refund']),
    );

    const answered = await act(t, world.lawyerA.token, {
      order_no: orderNo,
      action: 'answer_refund',
      text: '已为该预约预留时间，可改期',
      images: [],
    });
    expect(answered.body.code).toBe(0);
    expect((await consoleView(orderNo)).data.refund_records.at(-1)!.lawyer_answer?.text).toBe(
      '已为该预约预留时间，可改期',
    );
    const decided = await consoleCall(t, world, {
      method: 'POST',
      url: API.admin.appointmentRefundDecision,
      payload: {
        id: requestId,
        decision: 'refund_full',
        reason_code: 'other',
        text: '客户临时出差，会面前全额退款',
      },
    });
    expect(decided.code).toBe(0);
    for (const token of [world.customer, world.lawyerA.token]) {
      const seen = await view(token, orderNo);
      expect(seen.state).toBe('cancelled');
      expect(seen.refund_requests.at(-1)!.decision).toMatchObject({
        result: 'refund_full',
        reason_code: 'other',
        reason_label: '其他',
        text: '客户临时出差，会面前全额退款',
      });
    }
  });

  it('cancels at once with a full refund when the lawyer agrees', async () => {
    const orderNo = await refundAsked();
    const agreed = await act(t, world.lawyerA.token, { order_no: orderNo, action: 'agree_refund' });
    expect(agreed.body.code).toBe(0);
    const seen = await view(world.customer, orderNo);
    expect(seen).toMatchObject({ state: 'cancelled', refunded_amount: seen.paid_amount });
    expect(seen.refund_requests.at(-1)!.decision).toMatchObject({ reason_code: 'lawyer_agreed' });
  });

  it('records a refund asked before acceptance as granted at once, with its own reason', async () => {
    const booked = await book(t, world);
    await pay(t, world, booked.order_no);
    const cancelled = await act(t, world.customer, {
      order_no: booked.order_no,
      action: 'cancel',
      reason: '时间冲突',
      images: [],
      files: [],
    });
    expect(cancelled.body.code).toBe(0);
    const seen = await view(world.customer, booked.order_no);
    expect(seen.refund_requests.at(-1)).toMatchObject({
      status: 1,
      answer_due_at: null,
      decision: {
        result: 'refund_full',
        reason_code: 'before_acceptance',
        reason_label: '律师接单前申请，全额退款',
      },
    });
  });
});
