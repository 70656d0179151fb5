import { API, type NotificationPage } from '@lawbridge/contract';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { rowCount } from '../helpers/row-count';
import { act, answeredAndDecided, appointmentWorld, received } from '../appointment/appointment-fixtures';
import { apiOrderWorld } from '../service-order/order-api-fixtures';

let t: TestApp;

beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

const noticesOf = async (token: string) =>
  (
    await call<NotificationPage>(t.app, {
      method: 'GET',
      url: `${API.notifications}?page=1&page_size=50`,
      token,
    })
  ).body.data.list.map((item) => ({ kind: item.kind, title: item.title, body: item.body, link: item.link }));

const count = (table: 'notifications' | 'sms_outbox' | 'order_events') => rowCount(t.app.db, table);

describe('notifications written in their event’s transaction (PRODUCT §14)', () => {
  it('rolls back with a payment whose transaction failed after the notice was written, and comes with the payment’s reconciliation', async () => {
    const world = await apiOrderWorld(t);
    const orderNo = world.ok(await world.place()).order_no;
    const payment = { app_scene: 'h5', scene: 'service', order_no: orderNo };
    world.ok(
      await call(t.app, { method: 'POST', url: API.payment, token: world.customer, payload: payment }),
    );
    const before = { notices: await count('notifications'), events: await count('order_events') };
    // The SMS queued with the lawyer's notice is the transaction's last write: make it fail for real.
    await sql`ALTER TABLE sms_outbox RENAME TO sms_outbox_away`.execute(t.app.db);
    const confirm = () =>
      call(t.app, {
        method: 'POST',
        url: API.sandboxConfirm,
        token: world.customer,
        payload: { order_no: orderNo },
      });
    // The notify is answered as refused (the provider sends it again; here the reconciliation asks).
    expect((await confirm()).body.code).toBe(7);
    expect(world.ok(await world.detail(world.customer, orderNo)).state).toBe('unpaid');
    expect(await count('notifications')).toBe(before.notices);
    expect(await count('order_events')).toBe(before.events);

    await sql`ALTER TABLE sms_outbox_away RENAME TO sms_outbox`.execute(t.app.db);
    t.clock.advance(5 * 60_000);
    await t.app.timers.runDue();
    expect(world.ok(await world.detail(world.customer, orderNo)).state).toBe('waiting');
    expect((await noticesOf(world.lawyer.token)).map((notice) => notice.kind)).toEqual(['order_paid']);
    expect(await count('sms_outbox')).toBe(1);
  });
});

describe('notifications of declined service orders', () => {
  it('tells the customer when the lawyer rejects, and when 24 h pass without acceptance', async () => {
    const world = await apiOrderWorld(t);
    const rejected = await world.paid();
    world.ok(
      await world.act(world.lawyer.token, {
        order_no: rejected,
        action: 'reject',
        reason: '案情超出执业范围',
      }),
    );
    const expired = await world.paid();
    t.clock.advance(24 * 3_600_000);
    await t.app.timers.runDue();
    expect(world.ok(await world.detail(world.customer, expired)).state).toBe('cancelled');
    expect(await noticesOf(world.customer)).toEqual([
      {
        kind: 'order_declined',
        title: '订单已取消',
        body: '图文咨询：律师24小时内未接单，款项将全额原路退回',
        link: `/pages/customer/order/service/detail?order_no=${expired}`,
      },
      {
        kind: 'order_declined',
        title: '律师未接单',
        body: '图文咨询：案情超出执业范围，款项将全额原路退回',
        link: `/pages/customer/order/service/detail?order_no=${rejected}`,
      },
    ]);
  });
});

describe('notifications of appointment refunds', () => {
  it('tells the lawyer of a refund request in receive, and both sides of the decision', async () => {
    const world = await appointmentWorld(t);
    const appointment = await received(t, world);
    await act(t, world.customer, {
      order_no: appointment.order_no,
      action: 'request_refund',
      reason: '时间冲突',
    });
    const decided = await answeredAndDecided(t, world, appointment.order_no, {
      decision: 'refund_partial',
      amount: 9900,
      reason_code: 'other',
      text: '律师已为面谈做了准备',
    });
    expect(decided.code).toBe(0);
    const lawyerPage = `/pages/lawyer/order/detailAppointment?order_no=${appointment.order_no}`;
    const customerPage = `/pages/customer/order/appointment/detail?order_no=${appointment.order_no}`;
    const decidedText = '线下咨询预约：平台部分同意退款，¥99.00 将原路退回（其他：律师已为面谈做了准备）';
    expect((await noticesOf(world.lawyerA.token)).slice(0, 2)).toEqual([
      {
        kind: 'refund_decided',
        title: '退款处理结果',
        body: decidedText,
        link: lawyerPage,
      },
      {
        kind: 'refund_requested',
        title: '用户申请退款',
        body: '线下咨询预约：请在24小时内同意退款或说明情况，之后由平台处理；处理期间暂不能标记已面谈',
        link: lawyerPage,
      },
    ]);
    expect((await noticesOf(world.customer)).slice(0, 2)).toEqual([
      { kind: 'refund_decided', title: '退款处理结果', body: decidedText, link: customerPage },
      {
        kind: 'refund_answered',
        title: '律师已答复退款申请',
        body: '线下咨询预约：律师已说明情况，平台将结合双方说明处理',
        link: customerPage,
      },
    ]);
  });
});
