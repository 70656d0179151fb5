import {
  API,
  type AdminAppointmentDetail,
  type AdminAppointmentItem,
  type AuditLogItem,
  type NotificationPage,
  type Page,
} from '@lawbridge/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { ledgerFigures } from '../service-order/service-order-fixtures';
import {
  act,
  answerRefund,
  appointmentWorld,
  book,
  consoleCall,
  pay,
  received,
  type AppointmentWorld,
} from './appointment-fixtures';

let t: TestApp;
let world: AppointmentWorld;

beforeEach(async () => {
  t = await createTestApp();
  world = await appointmentWorld(t);
});
afterEach(async () => t.close());

const get = <T>(url: string) => consoleCall<T>(t, world, { method: 'GET', url });
const list = async (query = '') =>
  (await get<Page<AdminAppointmentItem>>(`${API.admin.appointments}?${query}`)).data;
const consoleDetail = async (orderNo: string) =>
  (await get<AdminAppointmentDetail>(`${API.admin.appointments}/${orderNo}`)).data;

async function openRequestId(orderNo: string) {
  const queue = await get<Page<{ id: number; order_no: string }>>(API.admin.appointmentRefunds);
  return queue.data.list.find((item) => item.order_no === orderNo)!.id;
}

const notices = async (token: string) =>
  (await call<NotificationPage>(t.app, { method: 'GET', url: API.notifications, token })).body.data.list;

const lawyerIdOf = async (uuid: string) =>
  (await t.app.db.selectFrom('lawyers').select('id').where('uuid', '=', uuid).executeTakeFirstOrThrow()).id;

describe('the operator grants an appointment refund in full (API.admin.appointmentRefundDecision)', () => {
  it('cancels the accepted appointment, refunds all from escrow, records the decision and tells both', async () => {
    const held = await received(t, world);
    const lawyerId = await lawyerIdOf(world.lawyerA.uuid);
    await act(t, world.customer, {
      order_no: held.order_no,
      action: 'request_refund',
      reason: '时间冲突',
      text: '出差无法赴约',
    });
    await answerRefund(t, world, held.order_no);
    const id = await openRequestId(held.order_no);
    const decision = { id, decision: 'refund_full', reason_code: 'other', text: '律师同意改期未果' };
    const decided = await consoleCall(t, world, {
      method: 'POST',
      url: API.admin.appointmentRefundDecision,
      payload: decision,
    });
    expect(decided).toMatchObject({ code: 0 });

    const detail = await consoleDetail(held.order_no);
    expect(detail).toMatchObject({
      state: 'cancelled',
      refund_open: 0,
      paid_amount: 19900,
      refunded_amount: 19900,
      refundable: 0,
      actions: [],
      next_deadline_at: null,
    });
    expect(detail.refund_records).toMatchObject([
      {
        reason: '时间冲突',
        text: '出差无法赴约',
        status: 1,
        amount: 19900,
        lawyer_answer: { text: '已按约定准备面谈', images: [] },
        answer_due_at: null,
        decision: {
          result: 'refund_full',
          amount: 19900,
          reason_code: 'other',
          reason_label: '其他',
          text: '律师同意改期未果',
          decided_at: t.clock.now(),
        },
        decided_by: expect.any(String),
        decided_at: t.clock.now(),
      },
    ]);
    expect(detail.events.at(-1)).toMatchObject({
      transition: 'refund_full',
      actor: 'operator',
      amount: 19900,
    });
    expect(detail.payments.map((payment) => [payment.kind, payment.amount, payment.state])).toEqual([
      ['pay', 19900, 'succeeded'],
      ['refund', 19900, 'succeeded'],
    ]);
    expect(detail.ledger.map((line) => [line.kind, line.account, line.amount])).toEqual([
      ['capture', 'clearing:sandbox', -19900],
      ['capture', 'escrow', 19900],
      ['refund_all', 'escrow', -19900],
      ['refund_all', 'clearing:sandbox', 19900],
    ]);
    // Nothing settles with the lawyer; escrow is empty again and the books balance.
    expect(await ledgerFigures(t.app, lawyerId)).toMatchObject({ escrow: 0, lawyer: 0, total: 0 });

    const text = '线下咨询预约：平台同意退款，¥199.00 将原路退回（其他：律师同意改期未果）';
    expect((await notices(world.customer))[0]).toMatchObject({ kind: 'refund_decided', body: text });
    expect((await notices(world.lawyerA.token))[0]).toMatchObject({ kind: 'refund_decided', body: text });
    const log = await get<Page<AuditLogItem>>(`${API.admin.auditLog}?action=refund.full`);
    expect(log.data.list[0]).toMatchObject({
      target: `appointment:${held.order_no}`,
      detail: '退款 199.00 元（其他：律师同意改期未果）',
    });

    const again = await consoleCall(t, world, {
      method: 'POST',
      url: API.admin.appointmentRefundDecision,
      payload: decision,
    });
    expect(again).toMatchObject({ code: 7 });
    expect((await consoleDetail(held.order_no)).payments).toHaveLength(2);
  });
});

describe('the console’s appointment list (API.admin.appointments)', () => {
  it('lists every appointment newest first and filters by state, order number and the start of the phone', async () => {
    const other = await appointmentWorld(t);
    const unpaid = await book(t, world);
    t.clock.advance(60_000);
    const waiting = await book(t, world);
    await pay(t, world, waiting.order_no);
    t.clock.advance(60_000);
    const theirs = await received(t, other);

    const all = await list();
    expect(all.total).toBe(3);
    expect(all.list.map((item) => item.order_no)).toEqual([
      theirs.order_no,
      waiting.order_no,
      unpaid.order_no,
    ]);
    expect(all.list[1]).toMatchObject({
      state: 'waiting_platform',
      state_label: '待平台分配',
      paid_amount: 19900,
      paid_at: expect.any(Number),
      overdue: false,
      customer: { name: '王先生', phone: world.customerPhone },
      lawyer: null,
    });
    expect(all.list[0]).toMatchObject({ state: 'receive', lawyer: { uuid: other.lawyerA.uuid } });

    expect((await list('state=waiting_platform')).list.map((item) => item.order_no)).toEqual([
      waiting.order_no,
    ]);
    expect((await list('state=unpaid')).list.map((item) => item.order_no)).toEqual([unpaid.order_no]);
    expect(await list('state=finished')).toMatchObject({ list: [], total: 0 });
    expect((await list(`order_no=${theirs.order_no}`)).list.map((item) => item.order_no)).toEqual([
      theirs.order_no,
    ]);
    const byPhone = await list(`customer_phone=${world.customerPhone}`);
    expect(byPhone.list.map((item) => item.order_no)).toEqual([waiting.order_no, unpaid.order_no]);
    expect((await list(`customer_phone=${other.customerPhone.slice(0, 7)}`)).total).toBe(3);
    expect(
      (await list(`customer_phone=${world.customerPhone}&state=unpaid`)).list.map((item) => item.order_no),
    ).toEqual([unpaid.order_no]);
    expect((await list('page=2&page_size=2')).list.map((item) => item.order_no)).toEqual([unpaid.order_no]);
    expect((await get(`${API.admin.appointments}?state=nonsense`)).code).toBe(1);
  });

  it('shows one appointment with its timeline, offers, payments and ledger lines (API.admin.appointments/:order_no)', async () => {
    const held = await received(t, world);
    const detail = await consoleDetail(held.order_no);
    expect(detail).toMatchObject({
      order_no: held.order_no,
      state: 'receive',
      phone: world.customerPhone,
      lawyer_phone: expect.stringMatching(/^1\d{10}$/),
      customer: { name: '王先生', phone: world.customerPhone },
      refundable: 19900,
      commission_rate_bp: 2000,
      refund_records: [],
    });
    expect(detail.events.map((event) => [event.transition, event.actor])).toEqual([
      ['pay', 'payment'],
      ['assign', 'operator'],
      ['accept', 'lawyer'],
    ]);
    expect(detail.offers).toMatchObject([{ lawyer: { uuid: world.lawyerA.uuid }, outcome: 'accepted' }]);
    expect(detail.payments).toMatchObject([
      { kind: 'pay', provider: 'sandbox', amount: 19900, state: 'succeeded' },
    ]);
    expect(detail.ledger.map((line) => [line.kind, line.account, line.amount])).toEqual([
      ['capture', 'clearing:sandbox', -19900],
      ['capture', 'escrow', 19900],
    ]);
    const missing = await get(`${API.admin.appointments}/A2025030100000000`);
    expect(missing).toMatchObject({ code: 7, msg: '预约不存在' });
  });
});
