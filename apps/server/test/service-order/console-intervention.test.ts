import { API, type AdminServiceOrderDetail, type AuditLogItem, type Page } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { operatorCall } from '../operator/operator-api';
import { consoleWorld, orderRow } from './console-fixtures';
import { ledgerFigures } from './service-order-fixtures';

let t: TestApp;
let world: Awaited<ReturnType<typeof consoleWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  world = await consoleWorld(t);
});
afterAll(async () => t.close());

const intervene = (payload: object) =>
  world.post<AdminServiceOrderDetail>(API.admin.serviceOrderIntervene, payload);
const why = { reason_code: 'not_performed', text: '律师两天未回复用户' };
const lawyer = () => ({ kind: 'lawyer' as const, id: world.lawyerUserId });

async function accepted() {
  return world.service.act({ order: await world.paid(), transition: 'accept', actor: lawyer() });
}

/** The provider refunds queued or sent for the order, by amount. */
async function refundRecords(orderId: number): Promise<number[]> {
  const rows = await t.app.db
    .selectFrom('payments')
    .select('amount')
    .where('order_kind', '=', 'service')
    .where('order_id', '=', orderId)
    .where('kind', '=', 'refund')
    .orderBy('id')
    .execute();
  return rows.map((row) => Number(row.amount));
}

async function noticesOf(userId: number, orderNo: string) {
  return t.app.db
    .selectFrom('notifications')
    .select(['title', 'body'])
    .where('user_id', '=', userId)
    .where('link', 'like', `%${orderNo}`)
    .orderBy('id')
    .execute();
}

describe('console intervention on a service order', () => {
  it('offers both interventions on a paid order not yet accepted, and on one in service', async () => {
    const waiting = await world.paid();
    const detail = await world.get<AdminServiceOrderDetail>(`${API.admin.serviceOrders}/${waiting.order_no}`);
    expect(detail.data.actions).toEqual(['operator_cancel', 'operator_refund']);
    const serving = await accepted();
    const served = await world.get<AdminServiceOrderDetail>(`${API.admin.serviceOrders}/${serving.order_no}`);
    expect(served.data.actions).toEqual(['operator_cancel', 'operator_refund']);
  });

  it('cancels an order in service with everything back: escrow empties, the provider refunds, both sides hear, audited', async () => {
    const order = await accepted();
    const before = await ledgerFigures(t.app, world.lawyerId);
    const reply = await intervene({ order_no: order.order_no, action: 'cancel', ...why });
    expect(reply.code).toBe(0);
    expect(reply.data).toMatchObject({ state: 'cancelled', refunded_amount: 4900, actions: [] });
    expect(await orderRow(t, order.id)).toMatchObject({
      state: 'cancelled',
      refunded_amount: 4900,
      close_reason: '律师两天未回复用户',
    });
    const after = await ledgerFigures(t.app, world.lawyerId);
    expect(after.escrow - before.escrow).toBe(-4900);
    expect(after.clearing - before.clearing).toBe(4900);
    expect(after.lawyer).toBe(before.lawyer);
    expect(after.total).toBe(0);
    expect(await refundRecords(order.id)).toEqual([4900]);
    expect(reply.data.events.at(-1)).toMatchObject({
      transition: 'operator_cancel',
      label: '平台取消订单并全额退款',
      actor: 'operator',
      from: 'pending',
      to: 'cancelled',
      amount: 4900,
      note: '律师未按约定提供服务：律师两天未回复用户',
    });
    for (const userId of [world.customerId, world.lawyerUserId]) {
      expect(await noticesOf(userId, order.order_no)).toContainEqual({
        title: '订单已被平台取消',
        body: '图文咨询：平台已取消订单，¥49.00 将全额原路退回（律师未按约定提供服务：律师两天未回复用户）',
      });
    }
    const log = await world.get<Page<AuditLogItem>>(`${API.admin.auditLog}?action=order.cancel`);
    expect(log.data.list[0]).toMatchObject({
      target: `order:${order.order_no}`,
      detail: '取消订单，退款 49.00 元（律师未按约定提供服务：律师两天未回复用户）',
    });
  });

  it('refunds part and lets the order go on: the rest stays held and is settled at completion', async () => {
    const order = await accepted();
    const before = await ledgerFigures(t.app, world.lawyerId);
    const first = await intervene({
      order_no: order.order_no,
      action: 'refund_partial',
      amount: 900,
      ...why,
    });
    expect(first.code).toBe(0);
    expect(first.data).toMatchObject({ state: 'pending', refunded_amount: 900, refundable: 4000 });
    const second = await intervene({
      order_no: order.order_no,
      action: 'refund_partial',
      amount: 1000,
      ...why,
    });
    expect(second.data).toMatchObject({ state: 'pending', refunded_amount: 1900, refundable: 3000 });
    expect(await refundRecords(order.id)).toEqual([900, 1000]);
    const held = await ledgerFigures(t.app, world.lawyerId);
    // Of the 4900 escrow held for the order, 1900 went back; 3000 stay for the lawyer's work.
    expect(held.escrow - before.escrow).toBe(-1900);
    expect(held.clearing - before.clearing).toBe(1900);
    expect(second.data.ledger.filter((line) => line.kind === 'refund_held_part')).toHaveLength(4);
    expect(await noticesOf(world.customerId, order.order_no)).toContainEqual({
      title: '平台部分退款',
      body: '图文咨询：平台已退还 ¥10.00，将原路退回，服务继续（律师未按约定提供服务：律师两天未回复用户）',
    });

    const delivered = await world.service.act({
      order: await orderRow(t, order.id),
      transition: 'deliver',
      actor: lawyer(),
      details: { note: '已出具书面意见' },
    });
    await world.service.act({
      order: delivered,
      transition: 'confirm',
      actor: { kind: 'customer', id: world.customerId },
    });
    const after = await ledgerFigures(t.app, world.lawyerId);
    // 3000 settled: 20 % commission 600, the lawyer 2400.
    expect(after.lawyer - before.lawyer).toBe(2400);
    expect(after.platform - before.platform).toBe(600);
    expect(after.escrow - before.escrow).toBe(-4900);
    expect(after.total).toBe(0);
    const log = await world.get<Page<AuditLogItem>>(`${API.admin.auditLog}?action=order.refund`);
    expect(log.data.list[0]).toMatchObject({
      detail: '退款 10.00 元（律师未按约定提供服务：律师两天未回复用户）',
    });
  });

  it('cancels after a partial refund with what is left, and before acceptance too', async () => {
    const order = await world.paid();
    await intervene({ order_no: order.order_no, action: 'refund_partial', amount: 1500, ...why });
    const reply = await intervene({ order_no: order.order_no, action: 'cancel', ...why });
    expect(reply.data).toMatchObject({ state: 'cancelled', refunded_amount: 4900 });
    expect(await refundRecords(order.id)).toEqual([1500, 3400]);
  });

  it('refuses amounts of 0, below 0, fractions, all that is left or more with code 1', async () => {
    const order = await accepted();
    for (const amount of [0, -1, 1.5, 4900, 4901]) {
      const reply = await intervene({ order_no: order.order_no, action: 'refund_partial', amount, ...why });
      expect([amount, reply.code]).toEqual([amount, 1]);
    }
    expect(
      (await intervene({ order_no: order.order_no, action: 'refund_partial', amount: 4900, ...why })).msg,
    ).toBe('部分退款须少于可退金额，全额退款请选择取消订单');
    expect((await intervene({ order_no: order.order_no, action: 'cancel', ...why, text: '' })).msg).toBe(
      '处理说明至少2个字',
    );
    expect((await intervene({ order_no: order.order_no, action: 'close', ...why })).msg).toBe(
      '处理方式不正确',
    );
    expect(await orderRow(t, order.id)).toMatchObject({ state: 'pending', refunded_amount: 0 });
    expect(await refundRecords(order.id)).toEqual([]);
  });

  it('refuses orders in the wrong state, with an open refund request, or unknown, with code 7', async () => {
    const unpaid = await world.order();
    const refusal = await intervene({ order_no: unpaid.order_no, action: 'cancel', ...why });
    expect([refusal.code, refusal.msg]).toEqual([7, '订单没有支付记录，无法退款']);

    const finished = await world.service.act({
      order: await world.service.act({
        order: await accepted(),
        transition: 'deliver',
        actor: lawyer(),
        details: { note: '已交付' },
      }),
      transition: 'confirm',
      actor: { kind: 'customer', id: world.customerId },
    });
    const late = await intervene({
      order_no: finished.order_no,
      action: 'refund_partial',
      amount: 100,
      ...why,
    });
    expect([late.code, late.msg]).toEqual([7, '订单已完成，不能由平台取消或退款']);

    const asked = await world.refundAsked();
    const open = await intervene({ order_no: asked.order_no, action: 'cancel', ...why });
    expect([open.code, open.msg]).toEqual([7, '退款申请正在处理中']);
    expect(await orderRow(t, asked.id)).toMatchObject({ state: 'pending', refund_open: 1 });

    const unknown = await intervene({ order_no: 'S2026010100000000', action: 'cancel', ...why });
    expect([unknown.code, unknown.msg]).toEqual([7, '订单不存在']);
  });

  it('refuses customers and lawyers (their tokens are no operator session)', async () => {
    const order = await accepted();
    const customerToken = await loginAs(t.app, '13600009901');
    const reply = await operatorCall(t.app, {
      method: 'POST',
      url: API.admin.serviceOrderIntervene,
      userToken: customerToken,
      payload: { order_no: order.order_no, action: 'cancel', ...why },
    });
    expect(reply.code).toBe(2);
    expect(await orderRow(t, order.id)).toMatchObject({ state: 'pending', refunded_amount: 0 });
  });
});
