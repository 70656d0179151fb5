import {
  API,
  type AdminOrderSettings,
  type AuditLogItem,
  type DashboardSummary,
  type Page,
} from '@lawbridge/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { detail, directory } from '../lawyer/lawyer-fixtures';
import { consoleWorld, orderRow } from './console-fixtures';

let t: TestApp;
let world: Awaited<ReturnType<typeof consoleWorld>>;

beforeAll(async () => {
  t = await createTestApp();
});
// A new customer (and lawyer) for each test: a customer may have at most 5 unpaid orders at once.
beforeEach(async () => {
  world = await consoleWorld(t);
});
afterAll(async () => t.close());

const settings = () => world.get<AdminOrderSettings>(API.admin.orderSettings);
const lowestPrice = async () =>
  (await directory(t.app)).data.list.find((item) => item.uuid === world.lawyerUuid)?.lowest_price;

describe('console order settings', () => {
  it('lists the online services with prices and switches, and the commission rate', async () => {
    const reply = await settings();
    expect(reply.code).toBe(0);
    expect(reply.data.commission_rate_bp).toBe(2000);
    expect(reply.data.services.map((service) => service.name)).toContain('图文咨询');
    expect(reply.data.services.find((service) => service.id === world.config.id)).toMatchObject({
      price: 4900,
      enabled: 1,
    });
  });

  it('changes a price: new orders and the directory follow at once, an existing order keeps its price', async () => {
    const existing = await world.order();
    expect(await lowestPrice()).toBe(4900);
    const reply = await world.post(API.admin.serviceConfig, { id: world.config.id, price: 3900, enabled: 1 });
    expect(reply.code).toBe(0);
    expect(await lowestPrice()).toBe(3900);
    const page = await detail(t.app, world.lawyerUuid);
    expect(page.data.services.find((service) => service.id === world.config.id)?.price).toBe(3900);
    expect((await world.order()).price).toBe(3900);
    expect((await orderRow(t, existing.id)).price).toBe(4900);
    const log = await world.get<Page<AuditLogItem>>(`${API.admin.auditLog}?action=config.service`);
    expect(log.data.list[0]).toMatchObject({ detail: '图文咨询：价格 49.00 → 39.00 元，启用' });
  });

  it('switches a service off: it is no longer offered nor orderable', async () => {
    await world.post(API.admin.serviceConfig, { id: world.config.id, price: 3900, enabled: 0 });
    const page = await detail(t.app, world.lawyerUuid);
    expect(page.data.services.map((service) => service.id)).not.toContain(world.config.id);
    await expect(world.order()).rejects.toThrow('该服务暂不可购买');
    await world.post(API.admin.serviceConfig, { id: world.config.id, price: 4900, enabled: 1 });
    expect((await world.order()).price).toBe(4900);
  });

  it('refuses prices of 0 or below, malformed switches and unknown services', async () => {
    for (const price of [0, -100, 1.5]) {
      const reply = await world.post(API.admin.serviceConfig, { id: world.config.id, price, enabled: 1 });
      expect([price, reply.code]).toEqual([price, 1]);
    }
    expect(
      (await world.post(API.admin.serviceConfig, { id: world.config.id, price: 100, enabled: 2 })).code,
    ).toBe(1);
    const unknown = await world.post(API.admin.serviceConfig, { id: 999_999, price: 100, enabled: 1 });
    expect([unknown.code, unknown.msg]).toEqual([7, '服务不存在']);
  });

  it('changes the commission rate for new orders only, within 0–100 %', async () => {
    const existing = await world.order();
    for (const rate of [-1, 10_001, 12.5]) {
      const reply = await world.post(API.admin.commissionRate, { commission_rate_bp: rate });
      expect([rate, reply.code]).toEqual([rate, 1]);
    }
    expect((await world.post(API.admin.commissionRate, { commission_rate_bp: 1500 })).code).toBe(0);
    expect((await settings()).data.commission_rate_bp).toBe(1500);
    expect((await world.order()).commission_rate_bp).toBe(1500);
    expect((await orderRow(t, existing.id)).commission_rate_bp).toBe(2000);
    const log = await world.get<Page<AuditLogItem>>(`${API.admin.auditLog}?action=config.commission`);
    expect(log.data.list[0]).toMatchObject({ detail: '20.00% → 15.00%' });
    for (const rate of [0, 10_000, 2000]) {
      expect((await world.post(API.admin.commissionRate, { commission_rate_bp: rate })).code).toBe(0);
    }
  });
});

describe('console dashboard figures of service orders', () => {
  it("counts today's paid orders and amount (Asia/Shanghai), open refund requests and orders waiting", async () => {
    const dashboard = () => world.get<DashboardSummary>(API.admin.dashboard);
    const before = (await dashboard()).data;
    await world.paid();
    await world.refundAsked();
    await world.order();
    const after = (await dashboard()).data;
    expect(after.service_orders_paid_today - before.service_orders_paid_today).toBe(2);
    expect(after.service_amount_paid_today - before.service_amount_paid_today).toBe(2 * 4900);
    expect(after.refund_requests_open - before.refund_requests_open).toBe(1);
    expect(after.service_orders_waiting - before.service_orders_waiting).toBe(1);

    // 16:00 UTC is midnight in Shanghai: a new day there, nothing paid yet.
    t.clock.set(Date.UTC(2025, 2, 1, 16, 0, 0));
    await world.relogin();
    const tomorrow = (await dashboard()).data;
    expect([tomorrow.service_orders_paid_today, tomorrow.service_amount_paid_today]).toEqual([0, 0]);
    expect(tomorrow.refund_requests_open).toBe(after.refund_requests_open);
  });
});
