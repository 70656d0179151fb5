import { API, type Page, type ServiceOrderSummary } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiOrderWorld } from './order-api-fixtures';

let t: TestApp;
let world: Awaited<ReturnType<typeof apiOrderWorld>>;
/** One order in each place an order can be, by name. */
const orders: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  world = await apiOrderWorld(t);
  orders.unpaid = world.ok(await world.place()).order_no;
  orders.closed = world.ok(await world.place()).order_no;
  world.ok(await world.act(world.customer, { order_no: orders.closed, action: 'close' }));
  orders.waiting = await world.paid();
  orders.cancelled = await world.paid();
  world.ok(await world.act(world.customer, { order_no: orders.cancelled, action: 'cancel' }));
  orders.serving = await world.serving();
  orders.delivered = await world.serving();
  world.ok(
    await world.act(world.lawyer.token, { order_no: orders.delivered, action: 'deliver', note: '已交付' }),
  );
  orders.refunding = await world.serving();
  world.ok(
    await world.act(world.customer, { order_no: orders.refunding, action: 'request_refund', reason: '其他' }),
  );
  orders.finished = await world.serving();
  world.ok(
    await world.act(world.lawyer.token, { order_no: orders.finished, action: 'deliver', note: '已交付' }),
  );
  world.ok(await world.act(world.customer, { order_no: orders.finished, action: 'confirm' }));
});
afterAll(async () => t.close());

const named = (orderNos: string[]) =>
  orderNos.map((orderNo) => Object.keys(orders).find((name) => orders[name] === orderNo)).sort();

async function listed(url: string, token: string, query: string) {
  const reply = await call<Page<ServiceOrderSummary>>(t.app, {
    method: 'GET',
    url: `${url}?${query}`,
    token,
  });
  if (reply.body.code !== 0) throw new Error(reply.body.msg);
  return { names: named(reply.body.data.list.map((item) => item.order_no)), total: reply.body.data.total };
}

describe('服务记录 groups (each order in exactly one tab)', () => {
  it('puts the customer’s orders in 待付款, 待接单, 服务中, 退款中, 已完成 and 已取消', async () => {
    const mine = (query: string) => listed(API.serviceOrders, world.customer, query);
    expect(await mine('group=unpaid')).toEqual({ names: ['unpaid'], total: 1 });
    expect(await mine('group=waiting')).toEqual({ names: ['waiting'], total: 1 });
    expect(await mine('group=serving')).toEqual({ names: ['delivered', 'serving'], total: 2 });
    expect(await mine('group=refunding')).toEqual({ names: ['refunding'], total: 1 });
    expect(await mine('group=finished')).toEqual({ names: ['finished'], total: 1 });
    expect(await mine('group=cancelled')).toEqual({ names: ['cancelled', 'closed'], total: 2 });
    expect((await mine('page_size=50')).total).toBe(8);
    // The precise state filter still answers, and pages count only their group.
    expect(await mine('state=pending')).toEqual({
      names: ['delivered', 'refunding', 'serving'],
      total: 3,
    });
    expect(await mine('group=serving&page_size=1&page=2')).toMatchObject({ total: 2 });
  });

  it('leaves orders never paid out of the lawyer’s lists', async () => {
    const theirs = (query: string) => listed(API.lawyerServiceOrders, world.lawyer.token, query);
    expect(await theirs('page_size=50')).toEqual({
      names: ['cancelled', 'delivered', 'finished', 'refunding', 'serving', 'waiting'],
      total: 6,
    });
    expect(await theirs('group=cancelled')).toEqual({ names: ['cancelled'], total: 1 });
    expect(await theirs('group=unpaid')).toEqual({ names: [], total: 0 });
    expect(await theirs('group=waiting')).toEqual({ names: ['waiting'], total: 1 });
    expect(await theirs('group=refunding')).toEqual({ names: ['refunding'], total: 1 });
    // The lawyer still opens an unpaid order placed with them.
    expect((await world.detail(world.lawyer.token, orders.unpaid!)).body.code).toBe(0);
  });

  it('refuses an unknown group with code 1; someone else sees none of these orders', async () => {
    const reply = await call(t.app, {
      method: 'GET',
      url: `${API.serviceOrders}?group=refund`,
      token: world.customer,
    });
    expect(reply.body).toMatchObject({ code: 1, msg: '订单分组不正确' });
    expect(await listed(API.serviceOrders, world.stranger, 'group=serving')).toEqual({ names: [], total: 0 });
    const notLawyer = await call(t.app, {
      method: 'GET',
      url: `${API.lawyerServiceOrders}?group=serving`,
      token: world.customer,
    });
    expect(notLawyer.body).toMatchObject({ code: 7, msg: '无权操作' });
  });
});
