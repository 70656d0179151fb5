import { API, type AdminRefundRequestItem, type Page } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiOrderWorld } from './order-api-fixtures';

let t: TestApp;
let world: Awaited<ReturnType<typeof apiOrderWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  world = await apiOrderWorld(t);
});
afterAll(async () => t.close());

describe('确认完成 while the customer’s own refund request is open (security review, issue 15)', () => {
  it('is neither offered nor accepted, and the operator still decides the request', async () => {
    const orderNo = await world.serving();
    world.ok(await world.act(world.lawyer.token, { order_no: orderNo, action: 'deliver', note: '已交付' }));
    expect(world.ok(await world.detail(world.customer, orderNo)).actions).toContain('confirm');
    world.ok(
      await world.act(world.customer, {
        order_no: orderNo,
        action: 'request_refund',
        reason: '服务内容不符',
        images: [],
      }),
    );

    expect(world.ok(await world.detail(world.customer, orderNo)).actions).not.toContain('confirm');
    const confirm = await world.act(world.customer, { order_no: orderNo, action: 'confirm' });
    expect(confirm.body).toMatchObject({ code: 7, msg: '退款申请正在处理中' });
    expect(world.ok(await world.detail(world.customer, orderNo))).toMatchObject({
      state: 'pending',
      refund_open: 1,
    });

    await world.answerRefund(orderNo);
    const queue = await world.operatorGet<Page<AdminRefundRequestItem>>(
      `${API.admin.refundRequests}?page_size=50`,
    );
    const request = queue.data.list.find((item) => item.order_no === orderNo)!;
    const decided = await world.operatorPost<null>(API.admin.refundDecision, {
      id: request.id,
      decision: 'reject',
      reason_code: 'performed',
      text: '律师已按约交付',
    });
    expect(decided.code).toBe(0);
    // Refused: the order is the customer's to confirm again.
    expect(world.ok(await world.detail(world.customer, orderNo)).actions).toContain('confirm');
    world.ok(await world.act(world.customer, { order_no: orderNo, action: 'confirm' }));
    expect(world.ok(await world.detail(world.customer, orderNo)).state).toBe('finish');
  });
});
