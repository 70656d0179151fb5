import { API } from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { serviceOrderWorld } from '../service-order/service-order-fixtures';
import { loginAs } from '../helpers/api';
import { act, appointmentWorld, HOUR, received } from '../appointment/appointment-fixtures';
import { releaseDueIncome } from '../../src/modules/wallet/release-job';
import {
  consoleCall,
  creditAvailable,
  requestWithdrawal,
  signedInOperator as withdrawalOperator,
  withdrawingLawyer,
} from '../withdrawal/withdrawal-fixtures';

const DAY = 24 * HOUR;

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
  withdrawal_no: string | null;
  amount: number;
  balance_after: number;
  order_no: string | null;
  order_scene: string | null;
  available_at: number | null;
  released: boolean;
}

interface WalletView {
  available: number;
  pending: number;
  next_release_at: number | null;
  next_release_amount: number;
  frozen: number;
  total_earned: number;
  total_withdrawn: number;
  hold_days: number;
  entries: { total: number; list: EntryView[] };
}

const walletOf = async (token: string, query = '') =>
  (await call<WalletView>(t.app, { method: 'GET', url: `${API.lawyerWallet}${query}`, token })).body;

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
  const answered = await world.service.act({
    order: asked,
    transition: 'answer_refund',
    actor: lawyer,
    details: { hearing: { text: '已按约定提供服务', images: [] } },
  });
  return world.service.act({
    order: answered,
    transition: 'refund_partial',
    actor: { kind: 'operator', id: world.operatorId },
    details: { refundAmount: refund, hearing: { reasonCode: 'poor_quality', text: '部分服务未完成' } },
  });
}

describe('钱包明细', () => {
  let finishedAt = 0;
  let orders: { first: string; second: string };

  it('holds income as pending until hold_days after the order finished, entries newest first with the balance after', async () => {
    const first = await finishedOrder(null);
    const second = await finishedOrder(900);
    finishedAt = t.clock.now();
    orders = { first: first.order_no, second: second.order_no };
    const wallet = await walletOf(lawyerToken);
    expect(wallet.data).toMatchObject({
      available: 0,
      pending: 7120,
      next_release_at: finishedAt + 7 * DAY,
      next_release_amount: 7120,
      frozen: 0,
      total_earned: 7120,
      total_withdrawn: 0,
      hold_days: 7,
    });
    expect(wallet.data.entries).toEqual({
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
          available_at: finishedAt + 7 * DAY,
          released: false,
        }),
        expect.objectContaining({
          label: '订单收入',
          amount: 3920,
          balance_after: 3920,
          order_no: first.order_no,
          order_scene: 'service',
          released: false,
        }),
      ],
    });
  });

  it('releases nothing before the time, then everything due once, however often the job runs', async () => {
    t.clock.advance(7 * DAY - 1);
    expect(await releaseDueIncome(t.app.db, t.clock.now())).toBe(0);
    t.clock.advance(1);
    // Three runs at once (the scheduler's own may join them): each held order is released exactly once.
    await Promise.all([0, 1, 2].map(() => releaseDueIncome(t.app.db, t.clock.now())));
    const releases = await t.app.db
      .selectFrom('ledger_transactions')
      .select(['kind', 'order_id'])
      .where('kind', '=', 'release')
      .execute();
    expect(releases).toHaveLength(2);
    const wallet = await walletOf(lawyerToken);
    expect(wallet.data).toMatchObject({
      available: 7120,
      pending: 0,
      next_release_at: null,
      next_release_amount: 0,
      total_earned: 7120,
    });
    // A release is no entry of its own: the income entries say they were released, and when.
    expect(wallet.data.entries.list).toEqual([
      expect.objectContaining({ order_no: orders.second, released: true, available_at: t.clock.now() }),
      expect.objectContaining({ order_no: orders.first, released: true, available_at: t.clock.now() }),
    ]);
  });

  it('pages backwards through the entries', async () => {
    const wallet = await walletOf(lawyerToken, '?page=2&page_size=1');
    expect(wallet.data.entries.list.map((entry) => entry.balance_after)).toEqual([3920]);
  });

  it('filters entries by type, keeping each one’s balance after it among all entries', async () => {
    const income = await walletOf(lawyerToken, '?type=income');
    expect(income.data.entries.list.map((entry) => entry.balance_after)).toEqual([7120, 3920]);
    const withdrawals = await walletOf(lawyerToken, '?type=withdrawal');
    expect(withdrawals.data.entries).toMatchObject({ total: 0, list: [] });
    const spoiled = await walletOf(lawyerToken, '?type=bonus');
    expect(spoiled).toMatchObject({ code: 1, msg: expect.stringContaining('明细类型') });
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
        released: false,
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

describe('钱包明细 of a lawyer who withdraws', () => {
  it('shows a request and its return as entries of the withdrawal, a paid one in total withdrawn only', async () => {
    const lawyer = await withdrawingLawyer(t);
    await creditAvailable(t, lawyer.id, 50_000);
    const operator = await withdrawalOperator(t);
    const rejected = await requestWithdrawal(t, lawyer, 20_000, 'bank');
    const refused = await consoleCall(t, operator, 'POST', API.admin.withdrawalReject, {
      withdrawal_no: rejected.withdrawal_no,
      reason: 'payee_invalid',
    });
    expect(refused.code).toBe(0);
    const paid = await requestWithdrawal(t, lawyer, 30_000, 'bank');
    expect(
      (
        await consoleCall(t, operator, 'POST', API.admin.withdrawalApprove, {
          withdrawal_no: paid.withdrawal_no,
        })
      ).code,
    ).toBe(0);
    const marked = await consoleCall(t, operator, 'POST', API.admin.withdrawalMark, {
      withdrawal_no: paid.withdrawal_no,
      outcome: 'paid',
      receipt_no: 'HD20261127001',
    });
    expect(marked.code).toBe(0);

    const wallet = await walletOf(lawyer.token, '?type=withdrawal');
    expect(wallet.data).toMatchObject({ available: 20_000, frozen: 0, total_withdrawn: 30_000 });
    // The paid withdrawal's move out of frozen is no entry: its request is, linking to it.
    expect(wallet.data.entries.list).toEqual([
      expect.objectContaining({
        label: '提现',
        amount: -30_000,
        balance_after: 20_000,
        withdrawal_no: paid.withdrawal_no,
        order_no: null,
      }),
      expect.objectContaining({
        label: '提现退回',
        amount: 20_000,
        balance_after: 50_000,
        withdrawal_no: rejected.withdrawal_no,
      }),
      expect.objectContaining({
        label: '提现',
        amount: -20_000,
        balance_after: 30_000,
        withdrawal_no: rejected.withdrawal_no,
      }),
    ]);
  });
});
