import { API } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSandboxKey } from '../../src/providers/payment/sandbox/sandbox-key';
import { signSandboxNotify } from '../../src/providers/payment/sandbox/sandbox-notify';
import { call, loginAs } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { loggedInLawyer } from '../lawyer/lawyer-fixtures';

const COPIES = 1000;

let t: TestApp;
let orderNo: string;
let orderId: number;

beforeAll(async () => {
  t = await createTestApp();
  const customer = await loginAs(t.app, '13500000051');
  const lawyer = await loggedInLawyer(t.app, '13500000052', { name: '周律师' });
  const config = await t.app.db
    .selectFrom('order_configs')
    .select('id')
    .where('name', '=', '图文咨询')
    .executeTakeFirstOrThrow();
  const created = await call<{ order_no: string }>(t.app, {
    method: 'POST',
    url: API.serviceOrders,
    token: customer,
    payload: { lawyer_uuid: lawyer.uuid, config_id: config.id, description: '邻居装修噪音扰民怎么处理？' },
  });
  orderNo = created.body.data.order_no;
  orderId = (
    await t.app.db
      .selectFrom('service_orders')
      .select('id')
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => t.close());

describe('the notify route under a storm of duplicates', () => {
  it(`answers ${COPIES} concurrent copies of one signed notify with success and pays the order once`, async () => {
    const notify = signSandboxNotify(
      loadSandboxKey(t.config.dataDir, t.app.log),
      {
        kind: 'payment',
        order_no: orderNo,
        transaction_id: 'SB-STORM',
        amount: 4900,
        paid_at: t.clock.now(),
      },
      t.clock.now(),
    );
    const answers = await Promise.all(
      Array.from({ length: COPIES }, () =>
        t.app.inject({
          method: 'POST',
          url: `${API.paymentNotify}/sandbox`,
          headers: notify.headers as Record<string, string>,
          payload: notify.rawBody,
        }),
      ),
    );
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([204]));

    const events = await t.app.db
      .selectFrom('order_events')
      .select('transition')
      .where('order_kind', '=', 'service')
      .where('order_id', '=', orderId)
      .execute();
    expect(events).toEqual([{ transition: 'pay' }]);
    const journals = await t.app.db
      .selectFrom('ledger_transactions')
      .select('kind')
      .where('order_kind', '=', 'service')
      .where('order_id', '=', orderId)
      .execute();
    expect(journals).toHaveLength(1);
    const payments = await t.app.db
      .selectFrom('payments')
      .select('kind')
      .where('order_no', '=', orderNo)
      .execute();
    expect(payments).toEqual([{ kind: 'pay' }]);
  });
});
