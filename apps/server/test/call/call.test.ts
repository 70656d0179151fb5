import { CALL_BINDING_MINUTES } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCallService } from '../../src/modules/call/service';
import type { CallProvider } from '../../src/providers/call';
import { SANDBOX_POOL_KEY } from '../../src/providers/call/sandbox-call-provider';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { phoneOrderWorld, pushedCall } from './call-fixtures';

let t: TestApp;
let world: Awaited<ReturnType<typeof phoneOrderWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  world = await phoneOrderWorld(t);
});
afterAll(async () => {
  await t.close();
});

const bindingRows = (orderNo: string) =>
  t.app.db
    .selectFrom('call_bindings')
    .innerJoin('service_orders', 'service_orders.id', 'call_bindings.order_id')
    .select([
      'call_bindings.subscription_id',
      'call_bindings.middle_number',
      'call_bindings.expires_at',
      'call_bindings.unbound_at',
    ])
    .where('service_orders.order_no', '=', orderNo)
    .orderBy('call_bindings.id')
    .execute();

describe('电话咨询 through privacy numbers (sandbox provider)', () => {
  it('gives the customer and the lawyer the same simulated middle number, valid 30 minutes', async () => {
    const orderNo = await world.serving();
    const forCustomer = world.ok(await world.bind(world.customer, orderNo));
    expect(forCustomer).toEqual({
      middle_number: expect.stringMatching(/^170\d{8}$/),
      expires_at: t.clock.now() + CALL_BINDING_MINUTES * 60_000,
      simulated: true,
    });
    expect(world.ok(await world.bind(world.lawyer.token, orderNo))).toEqual(forCustomer);
    expect(world.ok(await world.overview(world.lawyer.token, orderNo))).toEqual({
      callable: true,
      binding: forCustomer,
      records: [],
    });
    expect(await bindingRows(orderNo)).toHaveLength(1);
  });

  it('keeps the first binding stored when both parties bind at once, and unbinds the other', async () => {
    const orderNo = await world.serving();
    const { customer_id: customerId } = await t.app.db
      .selectFrom('service_orders')
      .select('customer_id')
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow();
    const { id: lawyerUserId } = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('uuid', '=', world.lawyer.uuid)
      .executeTakeFirstOrThrow();
    // Both binds reach the provider before either is stored: the one stored second must give way.
    const unbound: string[] = [];
    let arrived = 0;
    let bothArrived: () => void = () => {};
    const together = new Promise<void>((resolve) => (bothArrived = resolve));
    const provider: CallProvider = {
      name: 'sandbox',
      simulated: true,
      async bind() {
        arrived += 1;
        const mine = arrived;
        if (mine === 2) bothArrived();
        await together;
        return { middleNumber: `1700000000${mine}`, subscriptionId: `race-${mine}` };
      },
      async unbind(binding) {
        unbound.push(binding.subscriptionId);
      },
      parseNotify: () => [],
    };
    const service = createCallService({ db: t.app.db, clock: t.clock, provider, log: t.app.log });
    const [forCustomer, forLawyer] = await Promise.all([
      service.bind({ userId: customerId, orderNo }),
      service.bind({ userId: lawyerUserId, orderNo }),
    ]);
    expect(forLawyer).toEqual(forCustomer);
    const rows = await bindingRows(orderNo);
    expect(rows).toHaveLength(1);
    expect(unbound).toHaveLength(1);
    expect(unbound[0]).not.toBe(rows[0]?.subscription_id);
  });

  it('binds again when asked after the binding ran out, and the old one stops serving', async () => {
    const orderNo = await world.serving();
    world.ok(await world.bind(world.customer, orderNo));
    t.clock.advance(CALL_BINDING_MINUTES * 60_000);
    expect(world.ok(await world.overview(world.customer, orderNo)).binding).toBeNull();
    const again = world.ok(await world.bind(world.lawyer.token, orderNo));
    const rows = await bindingRows(orderNo);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.unbound_at).toBe(t.clock.now());
    expect(rows[1]).toMatchObject({ middle_number: again.middle_number, unbound_at: null });
  });

  it('refuses everyone but the two parties, other services and orders not accepted or ended', async () => {
    const orderNo = await world.serving();
    expect((await world.bind(world.stranger, orderNo)).body).toMatchObject({ code: 7, msg: '无权操作' });
    expect((await world.overview(world.stranger, orderNo)).body).toMatchObject({ code: 7, msg: '无权操作' });

    const textOrder = await world.serving('图文咨询');
    expect((await world.bind(world.customer, textOrder)).body).toMatchObject({
      code: 7,
      msg: '该订单不是电话咨询，无需拨打电话',
    });
    expect(world.ok(await world.overview(world.customer, textOrder)).callable).toBe(false);

    const waiting = await world.paid();
    expect((await world.bind(world.customer, waiting)).body).toMatchObject({
      code: 7,
      msg: '律师接单后、服务结束前才可拨打电话',
    });
  });

  it('unbinds when the order has ended, and calls are no longer offered', async () => {
    const orderNo = await world.serving();
    world.ok(await world.bind(world.customer, orderNo));
    await world.finish(orderNo);
    expect((await world.bind(world.lawyer.token, orderNo)).body.msg).toBe(
      '律师接单后、服务结束前才可拨打电话',
    );
    await t.app.scheduler.tick();
    expect((await bindingRows(orderNo)).map((row) => row.unbound_at)).toEqual([t.clock.now()]);
    expect(world.ok(await world.overview(world.customer, orderNo))).toMatchObject({
      callable: false,
      binding: null,
    });
  });

  it("keeps each call of the provider's notify once, when it names the order's binding", async () => {
    const orderNo = await world.serving();
    const { middle_number: x } = world.ok(await world.bind(world.customer, orderNo));
    const [row] = await bindingRows(orderNo);
    const record = (callId: string, extra: Partial<Parameters<typeof pushedCall>[0]> = {}) =>
      pushedCall({
        poolKey: SANDBOX_POOL_KEY,
        subId: row!.subscription_id,
        x,
        callId,
        callTime: '2026-11-23 09:00:00',
        startTime: '2026-11-23 09:00:05',
        releaseTime: '2026-11-23 09:05:05',
        ...extra,
      });
    const answered = record('call-1');
    const unanswered = record('call-2', {
      callType: 1,
      callTime: '2026-11-23 09:30:00',
      startTime: '',
      releaseTime: '2026-11-23 09:30:20',
    });
    const strangers = [
      record('call-3', { subId: 'unknown-subscription' }),
      record('call-4', { x: '17000000000' }),
      record('call-5', { poolKey: 'FC-another-pool' }),
      record('sms-1', { callType: 2 }),
    ];
    const first = await world.notify('sandbox', [answered, unanswered, ...strangers]);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ code: 0, msg: '成功' });
    // Sent again by the provider: nothing is added twice.
    expect((await world.notify('sandbox', [answered])).json()).toEqual({ code: 0, msg: '成功' });
    expect(world.ok(await world.overview(world.lawyer.token, orderNo)).records).toEqual([
      {
        caller: 'lawyer',
        called_at: Date.parse('2026-11-23T09:30:00+08:00'),
        started_at: null,
        duration_seconds: 0,
      },
      {
        caller: 'customer',
        called_at: Date.parse('2026-11-23T09:00:00+08:00'),
        started_at: Date.parse('2026-11-23T09:00:05+08:00'),
        duration_seconds: 300,
      },
    ]);
  });

  it('answers a notify that is not a call-record push with code 1, and another provider with 404', async () => {
    const malformed = await world.notify('sandbox', { records: 'none' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ code: 1, msg: '通话记录格式不正确' });
    expect((await world.notify('aliyun', [])).statusCode).toBe(404);
    const unknown = await world.notify('tencent', []);
    expect(unknown.json()).toMatchObject({ code: 1, msg: '隐私号平台不正确' });
  });

  it('refuses a malformed order number with code 1', async () => {
    const reply = await world.bind(world.customer, 'S123');
    expect(reply.body.code).toBe(1);
    expect(reply.body.msg).toContain('订单号');
  });
});
