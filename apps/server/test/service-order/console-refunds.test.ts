import {
  API,
  type AdminRefundRequestItem,
  type AdminServiceOrderDetail,
  type AuditLogItem,
  type Page,
} from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { consoleWorld, LAWYER_ANSWER, orderRow } from './console-fixtures';
import { ledgerFigures } from './service-order-fixtures';

let t: TestApp;
let world: Awaited<ReturnType<typeof consoleWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  world = await consoleWorld(t);
});
afterAll(async () => t.close());

const decide = (payload: object) => world.post<null>(API.admin.refundDecision, payload);
const granted = { reason_code: 'not_performed', text: '律师未在约定时间内回复' };
const queue = (query = '') => world.get<Page<AdminRefundRequestItem>>(`${API.admin.refundRequests}?${query}`);

describe('console refund queue and decisions', () => {
  it('lists open requests oldest first with their orders and what can still be refunded', async () => {
    const older = await world.refundAsked();
    t.clock.advance(60_000);
    const newer = await world.refundAsked();
    const reply = await queue();
    expect(reply.code).toBe(0);
    expect(reply.data.list.map((item) => item.order_no)).toEqual([older.order_no, newer.order_no]);
    expect(reply.data.list[0]).toMatchObject({
      status: 0,
      reason: '服务内容不符',
      text: '律师一直没有回复',
      order_state: 'pending',
      order_state_label: '服务中',
      service_name: '图文咨询',
      paid_amount: 4900,
      refunded_amount: 0,
      refundable: 4900,
      lawyer: { name: '周律师' },
      lawyer_answer: { text: LAWYER_ANSWER, images: [] },
      answer_due_at: null,
      decision: null,
    });
  });

  it('refuses partial amounts of 0, below 0 and one fen over the refundable with code 1, then grants the exact amount', async () => {
    const order = await world.refundAsked();
    const id = await world.openRequestId(order.id);
    for (const amount of [0, -1, -4900, 4901, 1.5]) {
      const reply = await decide({ id, decision: 'refund_partial', amount, ...granted });
      expect([amount, reply.code]).toEqual([amount, 1]);
    }
    expect((await decide({ id, decision: 'refund_partial', amount: 4901, ...granted })).msg).toBe(
      '退款金额不能超过可退金额',
    );
    expect(await orderRow(t, order.id)).toMatchObject({
      state: 'pending',
      refund_open: 1,
      refunded_amount: 0,
    });

    expect((await decide({ id, decision: 'refund_partial', amount: 4900, ...granted })).code).toBe(0);
    expect(await orderRow(t, order.id)).toMatchObject({
      state: 'finish',
      refund_open: 0,
      refunded_amount: 4900,
    });
  });

  it('grants a partial refund: the order finishes, the lawyer gets the rest net of commission, all audited', async () => {
    const before = await ledgerFigures(t.app, world.lawyerId);
    const order = await world.refundAsked();
    const id = await world.openRequestId(order.id);
    expect((await decide({ id, decision: 'refund_partial', amount: 1900, ...granted })).code).toBe(0);
    expect(await orderRow(t, order.id)).toMatchObject({ state: 'finish', refunded_amount: 1900 });
    const after = await ledgerFigures(t.app, world.lawyerId);
    // 3000 settled: 20 % commission 600, the lawyer 2400; 1900 back through clearing.
    expect(after.lawyer - before.lawyer).toBe(2400);
    expect(after.platform - before.platform).toBe(600);
    expect(after.total).toBe(0);

    const detail = await world.get<AdminServiceOrderDetail>(`${API.admin.serviceOrders}/${order.order_no}`);
    expect(detail.data.refund_requests).toMatchObject([
      {
        status: 1,
        amount: 1900,
        decided_by: expect.stringMatching(/^运营console/),
        decision: { result: 'refund_partial', amount: 1900, reason_code: 'not_performed' },
      },
    ]);
    expect(detail.data.events.at(-1)).toMatchObject({
      transition: 'refund_partial',
      actor: 'operator',
      amount: 1900,
    });
    expect(detail.data.actions).toEqual([]);

    const log = await world.get<Page<AuditLogItem>>(`${API.admin.auditLog}?action=refund.partial`);
    expect(log.data.list[0]).toMatchObject({
      target: `order:${order.order_no}`,
      detail: '退款 19.00 元（律师未按约定提供服务：律师未在约定时间内回复）',
    });
  });

  it('grants a full refund: the order is cancelled and escrow gives it all back', async () => {
    const order = await world.refundAsked();
    const id = await world.openRequestId(order.id);
    expect((await decide({ id, decision: 'refund_full', ...granted })).code).toBe(0);
    expect(await orderRow(t, order.id)).toMatchObject({ state: 'cancelled', refunded_amount: 4900 });
    const detail = await world.get<AdminServiceOrderDetail>(`${API.admin.serviceOrders}/${order.order_no}`);
    expect(detail.data.refund_requests[0]).toMatchObject({ status: 1, amount: 4900 });
    expect(detail.data.ledger.filter((line) => line.kind === 'refund_all')).toEqual([
      expect.objectContaining({ account: 'escrow', amount: -4900 }),
      expect.objectContaining({ account: 'clearing:sandbox', amount: 4900 }),
    ]);
    const log = await world.get<Page<AuditLogItem>>(`${API.admin.auditLog}?action=refund.full`);
    expect(log.data.list[0]).toMatchObject({
      target: `order:${order.order_no}`,
      detail: '退款 49.00 元（律师未按约定提供服务：律师未在约定时间内回复）',
    });
  });

  it('refuses with a reason code and text: the order keeps serving and the customer may ask once more', async () => {
    const order = await world.refundAsked();
    const id = await world.openRequestId(order.id);
    const refusal = { id, decision: 'reject', reason_code: 'performed', text: '聊天记录显示已按时答复' };
    expect((await decide({ ...refusal, text: 'x' })).code).toBe(1);
    expect((await decide({ ...refusal, reason_code: undefined })).code).toBe(1);
    expect((await decide({ ...refusal, reason_code: 'unknown' })).code).toBe(1);
    expect((await decide(refusal)).code).toBe(0);
    expect(await orderRow(t, order.id)).toMatchObject({
      state: 'pending',
      refund_open: 0,
      refunded_amount: 0,
    });

    const again = await decide({ id, decision: 'refund_full', ...granted });
    expect([again.code, again.msg]).toEqual([7, '该退款申请已处理，请刷新']);

    await world.service.act({
      order: await orderRow(t, order.id),
      transition: 'request_refund',
      actor: { kind: 'customer', id: world.customerId },
      details: { reason: '其他' },
    });
    const open = await queue();
    expect(open.data.list.filter((item) => item.order_no === order.order_no)).toHaveLength(1);
    const refused = await queue('status=2');
    expect(refused.data.list.find((item) => item.order_no === order.order_no)).toMatchObject({
      amount: null,
      decision: {
        result: 'rejected',
        amount: null,
        reason_code: 'performed',
        reason_label: '律师已按约定提供服务',
        text: '聊天记录显示已按时答复',
      },
    });
    const log = await world.get<Page<AuditLogItem>>(`${API.admin.auditLog}?action=refund.refuse`);
    expect(log.data.list[0]).toMatchObject({
      detail: '不予退款（律师已按约定提供服务：聊天记录显示已按时答复）',
    });
  });

  it('answers code 7 for an unknown request', async () => {
    const reply = await decide({ id: 999_999, decision: 'refund_full', ...granted });
    expect([reply.code, reply.msg]).toEqual([7, '退款申请不存在']);
  });
});
