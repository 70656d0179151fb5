import { API } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { serviceOrderWorld } from '../service-order/service-order-fixtures';
import { loginAs } from '../helpers/api';
import { act, appointmentWorld, HOUR, received } from '../appointment/appointment-fixtures';

let t: TestApp;
let world: Awaited<ReturnType<typeof serviceOrderWorld>>;
let lawyerToken: string;

beforeAll(async () => {
  t = await createTestApp();
  world = await serviceOrderWorld(t);
  const phone = (
    await t.app.db
      .selectFrom('users')
      .select('phone')
      .where('id', '=', world.lawyerUserId)
      .executeTakeFirstOrThrow()
  ).phone;
  t.clock.advance(61_000);
  lawyerToken = await loginAs(t.app, phone);
});
afterAll(async () => t.close());

interface EntryView {
  label: string;
  amount: number;
  balance_after: number;
  order_no: string | null;
  order_scene: string | null;
}

/** A service order of the world's lawyer (or of `of`), finished or partly refunded. */
async function finishedOrder(
  refund: number | null,
  of: { lawyerUuid: string; lawyerUserId: number } = world,
) {
  const lawyer = { kind: 'lawyer' as const, id: of.lawyerUserId };
  const customer = { kind: 'customer' as const, id: world.customerId };
  const created = await world.service.create({
    customerId: world.customerId,
    lawyerUuid: of.lawyerUuid,
    configId: world.config.id,
    description: '股权转让协议需要审查一下。',
    images: [],
  });
  const paid = await world.service.recordPayment({
    orderNo: created.order_no,
    amount: created.price,
    providerTxn: `w-${created.id}`,
  });
  const accepted = await world.service.act({ order: paid, transition: 'accept', actor: lawyer });
  if (refund === null) {
    const delivered = await world.service.act({ order: accepted, transition: 'deliver', actor: lawyer });
    return world.service.act({ order: delivered, transition: 'confirm', actor: customer });
  }
  const asked = await world.service.act({ order: accepted, transition: 'request_refund', actor: customer });
  return world.service.act({
    order: asked,
    transition: 'refund_partial',
    actor: { kind: 'operator', id: world.operatorId },
    details: { refundAmount: refund },
  });
}

describe('钱包明细', () => {
  it('shows balances as sums of entries, newest entry first with the balance after it and its order', async () => {
    const first = await finishedOrder(null);
    const second = await finishedOrder(900);
    const reply = await call<{
      balance: number;
      available: number;
      frozen: number;
      total_earned: number;
      entries: { total: number; list: EntryView[] };
    }>(t.app, { method: 'GET', url: API.lawyerWallet, token: lawyerToken });
    expect(reply.body.data).toMatchObject({ balance: 7120, available: 7120, frozen: 0, total_earned: 7120 });
    expect(reply.body.data.entries).toEqual({
      total: 2,
      page: 1,
      page_size: 20,
      list: [
        expect.objectContaining({
          label: '订单收入（部分退款后）',
          amount: 3200,
          balance_after: 7120,
          order_no: second.order_no,
          order_scene: 'service',
        }),
        expect.objectContaining({
          label: '订单收入',
          amount: 3920,
          balance_after: 3920,
          order_no: first.order_no,
          order_scene: 'service',
        }),
      ],
    });
  });

  it('pages backwards through the entries', async () => {
    const reply = await call<{ entries: { list: Array<{ balance_after: number }> } }>(t.app, {
      method: 'GET',
      url: `${API.lawyerWallet}?page=2&page_size=1`,
      token: lawyerToken,
    });
    expect(reply.body.data.entries.list.map((entry) => entry.balance_after)).toEqual([3920]);
  });
});

describe('钱包明细 of a lawyer with both kinds of order', () => {
  it('names each entry’s related order: the appointment met, and the service order', async () => {
    const appointments = await appointmentWorld(t);
    const { lawyerA } = appointments;
    const lawyerUser = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('uuid', '=', lawyerA.uuid)
      .executeTakeFirstOrThrow();
    const service = await finishedOrder(null, { lawyerUuid: lawyerA.uuid, lawyerUserId: lawyerUser.id });
    const appointment = await received(t, appointments);
    t.clock.advance(27 * HOUR);
    const met = await act(t, lawyerA.token, { order_no: appointment.order_no, action: 'mark_met' });
    expect(met.body.data.state).toBe('finished');

    const reply = await call<{ entries: { total: number; list: EntryView[] } }>(t.app, {
      method: 'GET',
      url: API.lawyerWallet,
      token: lawyerA.token,
    });
    expect(reply.body.data.entries.list).toEqual([
      expect.objectContaining({
        label: '订单收入',
        amount: 15920,
        balance_after: 19840,
        order_no: appointment.order_no,
        order_scene: 'appointment',
      }),
      expect.objectContaining({
        label: '订单收入',
        amount: 3920,
        balance_after: 3920,
        order_no: service.order_no,
        order_scene: 'service',
      }),
    ]);
  });
});
