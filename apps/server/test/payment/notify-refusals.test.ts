import { API } from '@lawbridge/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/core/logger';
import { loadSandboxKey } from '../../src/providers/payment/sandbox/sandbox-key';
import { signSandboxNotify } from '../../src/providers/payment/sandbox/sandbox-notify';
import type { PaymentNotifyEvent } from '../../src/providers/payment/payment-provider';
import { call } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiOrderWorld } from '../service-order/order-api-fixtures';

let t: TestApp;
let world: Awaited<ReturnType<typeof apiOrderWorld>>;
let logLines: string[];
let orderNo: string;

beforeEach(async () => {
  logLines = [];
  t = await createTestApp({ logger: createLogger('info', { write: (line: string) => logLines.push(line) }) });
  world = await apiOrderWorld(t);
  orderNo = world.ok(await world.place()).order_no;
  const payment = { app_scene: 'h5', scene: 'service', order_no: orderNo };
  world.ok(await call(t.app, { method: 'POST', url: API.payment, token: world.customer, payload: payment }));
});
afterEach(async () => t.close());

/** A payment notify signed with the sandbox's real key, POSTed to the notify route as the provider would. */
async function notify(event: Partial<PaymentNotifyEvent>, key = loadSandboxKey(t.config.dataDir, t.app.log)) {
  const signed = signSandboxNotify(
    key,
    {
      kind: 'payment',
      order_no: orderNo,
      transaction_id: 'sandbox-txn-1',
      amount: 4900,
      paid_at: t.clock.now(),
      ...event,
    },
    t.clock.now(),
  );
  return t.app.inject({
    method: 'POST',
    url: `${API.paymentNotify}/sandbox`,
    headers: signed.headers,
    payload: signed.rawBody,
  });
}

/** What the handler logged of refused notifies: the reasons, in order. */
const refusals = () =>
  logLines
    .map((line) => JSON.parse(line) as { msg?: string; reason?: string })
    .filter((entry) => entry.msg === 'payment notify refused')
    .map((entry) => entry.reason);

const stateOf = async () => world.ok(await world.detail(world.customer, orderNo)).state;

describe('payment notifies the order side refuses (PRODUCT §8)', () => {
  it('accepts the right one once, and answers success to its duplicates', async () => {
    const first = await notify({});
    expect(first.statusCode).toBe(204);
    expect(await stateOf()).toBe('waiting');
    expect((await notify({})).statusCode).toBe(204);
    expect(refusals()).toEqual([]);
  });

  it.each([
    ['a wrong amount', { amount: 4899 }, '支付金额与订单不符'],
    ['an unknown order', { order_no: 'S2025030199999999' }, '订单不存在'],
  ])(
    'refuses %s, logs why, and changes nothing (the provider sends it again)',
    async (_case, event, reason) => {
      const response = await notify(event);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(await stateOf()).toBe('unpaid');
      expect(refusals()).toEqual([reason]);
    },
  );

  it('refuses a notify signed with another key, and logs it as a bad signature', async () => {
    const response = await notify({}, Buffer.alloc(32, 7));
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(await stateOf()).toBe('unpaid');
    expect(refusals()).toEqual(['bad_signature']);
  });
});
