import {
  API,
  actionsFor,
  APPOINTMENT_LIFECYCLE,
  APPOINTMENT_REFUND_REASONS,
  SERVICE_ORDER_LIFECYCLE,
  type Actor,
  type Lifecycle,
  type AppointmentTransitionName,
  type PersonActor,
  type ServiceOrderTransitionName,
} from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/core/app-error';
import type { AppointmentRow } from '../../src/core/db/schema-appointments';
import type { ServiceOrderRow } from '../../src/core/db/schema-service-orders';
import { releaseDueIncome } from '../../src/modules/wallet/release-job';
import { ACCOUNTS } from '../../src/core/ledger/accounts';
import { balanceOf } from '../../src/core/ledger/journal';
import { createLedgerRepo } from '../../src/core/ledger/ledger-repo';
import { guardHolds, type GuardedOrder } from '../../src/core/lifecycle/guards';
import { commissionOf } from '../../src/core/lifecycle/money-effects';
import { call, loginAs } from '../helpers/api';
import { slotAfter } from '../appointment/appointment-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { loggedInLawyer } from '../lawyer/lawyer-fixtures';
import { serviceOrderWorld } from '../service-order/service-order-fixtures';
import { seeded } from './seeded-random';

const SERVICE_ORDERS = 500;
const APPOINTMENTS = 300;
const STEPS_PER_ORDER = 10;
/** Appointments have a longer way to their end (dispatch, acceptance, the booked time). */
const STEPS_PER_APPOINTMENT = 20;
const HOUR = 3_600_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const PEOPLE: readonly PersonActor[] = ['customer', 'lawyer', 'operator'];
/** The platform's commission before and after an operator changes it halfway through the service orders. */
const COMMISSION_BP = { before: 2000, after: 1500 } as const;

/** One of the walk's lawyers: who they are, and what the wallet page shows them. */
interface WalkLawyer {
  id: number;
  userId: number;
  uuid: string;
  phone: string;
}

/** The lawyer's 钱包明细 as the page reads it: the figures, and every entry over all pages. */
async function walletSeenBy(lawyer: WalkLawyer) {
  // Signed in now: months have passed in the walk.
  const token = await loginAs(t.app, lawyer.phone);
  const entries: Array<{ amount: number; balance_after: number }> = [];
  let first: { pending: number; available: number; frozen: number; total_earned: number } | null = null;
  for (let page = 1; ; page += 1) {
    const reply = await call<{
      pending: number;
      available: number;
      frozen: number;
      total_earned: number;
      entries: { list: Array<{ amount: number; balance_after: number }>; total: number };
    }>(t.app, { method: 'GET', url: `${API.lawyerWallet}?page=${page}&page_size=50`, token });
    if (reply.body.code !== 0) throw new Error(`钱包明细 refused: ${reply.body.msg}`);
    first ??= reply.body.data;
    entries.push(...reply.body.data.entries.list);
    if (entries.length >= reply.body.data.entries.total) return { ...first, entries };
  }
}

describe('money invariants after a randomized run of service orders and appointments', () => {
  it(
    `keeps the ledger whole through ${SERVICE_ORDERS} service orders and ${APPOINTMENTS} appointments walked through every transition and timer`,
    { timeout: 900_000 },
    async () => {
      const random = seeded(Number(process.env.MONEY_SEED ?? 20261123));
      const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
      const world = await serviceOrderWorld(t);
      const appointments = t.app.appointments.service;
      const legalType = await t.app.db.selectFrom('legal_types').select('id').executeTakeFirstOrThrow();
      // Three lawyers share the orders, so each one's wallet must hold exactly their own settlements.
      const lawyers: WalkLawyer[] = [
        { id: world.lawyerId, userId: world.lawyerUserId, uuid: world.lawyerUuid, phone: world.lawyerPhone },
      ];
      for (const [phone, name] of [
        ['13600008801', '吴律师'],
        ['13600008802', '郑律师'],
      ] as const) {
        const { uuid } = await loggedInLawyer(t.app, phone, { name });
        const row = await t.app.db
          .selectFrom('lawyers')
          .select(['id', 'user_id'])
          .where('uuid', '=', uuid)
          .executeTakeFirstOrThrow();
        lawyers.push({ id: row.id, userId: row.user_id, uuid, phone });
      }
      const lawyerById = new Map(lawyers.map((lawyer) => [lawyer.id, lawyer]));
      /** Who takes a transition as each kind of actor on an order with lawyer `lawyerId` (if any yet). */
      const actorIdsFor = (lawyerId: number | null): Record<Actor, number | null> => ({
        customer: world.customerId,
        lawyer: lawyerId === null ? null : lawyerById.get(lawyerId)!.userId,
        operator: world.operatorId,
        system: null,
        payment: null,
      });
      const setCommission = (rateBp: number) =>
        t.app.db
          .updateTable('platform_settings')
          .set({ value: String(rateBp) })
          .where('key', '=', 'commission_rate_bp')
          .execute();
      await setCommission(COMMISSION_BP.before);
      /** Time passes now and then: expiries, acceptance deadlines, appointment times, auto-completion. */
      const letTimePass = async () => {
        t.clock.advance(pick([20 * 60_000, 3 * HOUR, 25 * HOUR, 80 * HOUR]));
        await t.app.timers.runDue();
      };
      /**
       * Mostly what the clients would offer (guards holding), now and then anything the table names for the
       * state, so refusals are walked too. Half the time people take the way forward (the first transition
       * the table lists for the state: assign, accept, deliver …), as most orders do; otherwise any.
       */
      const choose = <N extends string>(
        lifecycle: Lifecycle<string, N>,
        order: GuardedOrder & { state: string },
      ): { role: PersonActor; name: N } | null => {
        const tableOrder = (name: N) =>
          lifecycle.transitions.findIndex((transition) => transition.name === name);
        const all = PEOPLE.flatMap((role) =>
          actionsFor(lifecycle, order.state, role).map((transition) => ({ role, transition })),
        ).sort((a, b) => tableOrder(a.transition.name) - tableOrder(b.transition.name));
        const offered = all.filter(({ transition }) => guardHolds(transition.guard, order, t.clock.now()));
        const choices = random() < 0.8 && offered.length > 0 ? offered : all;
        if (choices.length === 0) return null;
        const { role, transition } = random() < 0.5 ? choices[0]! : pick(choices);
        return { role, name: transition.name };
      };
      /**
       * The provider's side of a payment the walk records: the sandbox holds the money (one payment per order
       * number, as at WeChat Pay), so the refunds of it go through the provider like real ones.
       */
      const providerTook = async (orderNo: string, amount: number, txn: string) => {
        const now = t.clock.now();
        await t.app.db
          .insertInto('sandbox_payments')
          .values({
            order_no: orderNo,
            payment_id: txn,
            amount,
            description: '随机支付',
            state: 'paid',
            expires_at: now,
            created_at: now,
            paid_at: now,
            closed_at: null,
          })
          .onConflict((conflict) => conflict.doNothing())
          .execute();
      };
      /** Most customers pay what they ordered; the rest of the time payments are duplicates or late. */
      const paymentChance = (state: string) => (state === 'unpaid' ? 0.6 : 0.08);
      /** Refusals by the rules (a guard, an amount, a deadline) are part of the walk; anything else is a defect. */
      const tolerated = (error: unknown) => {
        if (!(error instanceof AppError)) throw error;
      };

      for (let index = 0; index < SERVICE_ORDERS; index += 1) {
        if (index === SERVICE_ORDERS / 2) await setCommission(COMMISSION_BP.after);
        let order: ServiceOrderRow = await world.service.create({
          customerId: world.customerId,
          lawyerUuid: pick(lawyers).uuid,
          configId: world.config.id,
          description: `随机订单 ${index} 的问题描述`,
          images: [],
        });
        for (let step = 0; step < STEPS_PER_ORDER; step += 1) {
          const roll = random();
          try {
            if (roll < paymentChance(order.state)) {
              // A payment (the right amount; again and again its notify's duplicates; late ones too).
              const txn = `txn-${order.order_no}`;
              await providerTook(order.order_no, order.price, txn);
              order = await world.service.recordPayment({
                orderNo: order.order_no,
                amount: order.price,
                providerTxn: txn,
              });
            } else if (roll < paymentChance(order.state) + 0.12) {
              await letTimePass();
            } else {
              const chosen = choose<ServiceOrderTransitionName>(SERVICE_ORDER_LIFECYCLE, order);
              if (!chosen) continue;
              const { role } = chosen;
              const refundable = order.paid_amount - order.refunded_amount;
              order = await world.service.act({
                order,
                transition: chosen.name,
                actor: { kind: role, id: actorIdsFor(order.lawyer_id)[role] },
                details: {
                  reason: '随机原因',
                  note: '随机说明',
                  refundAmount: Math.max(1, Math.floor(random() * refundable)),
                },
              });
            }
          } catch (error) {
            tolerated(error);
          }
          order = (await world.service.findByNo(order.order_no))!;
        }
      }

      for (let index = 0; index < APPOINTMENTS; index += 1) {
        let row: AppointmentRow = await appointments.create({
          customerId: world.customerId,
          body: {
            name: '随机客户',
            phone: '13600009999',
            area_code: '110105',
            legal_type_id: legalType.id,
            appointment_at: slotAfter(t, 26 * HOUR),
            description: `随机预约 ${index} 的问题描述`,
            ...(random() < 0.5 ? { lawyer_uuid: pick(lawyers).uuid, other_city_confirmed: true } : {}),
          },
        });
        for (let step = 0; step < STEPS_PER_APPOINTMENT; step += 1) {
          const roll = random();
          try {
            if (roll < paymentChance(row.state)) {
              const txn = `txn-${row.order_no}`;
              await providerTook(row.order_no, row.price, txn);
              row = await appointments.recordPayment({
                orderNo: row.order_no,
                amount: row.price,
                providerTxn: txn,
              });
            } else if (roll < paymentChance(row.state) + 0.15) {
              await letTimePass();
            } else {
              const chosen = choose<AppointmentTransitionName>(APPOINTMENT_LIFECYCLE, row);
              if (!chosen) continue;
              const { role, name } = chosen;
              const refundable = row.paid_amount - row.refunded_amount;
              if (name === 'assign') {
                row = await appointments.assign({
                  row,
                  lawyerUuid: pick(lawyers).uuid,
                  operatorId: world.operatorId,
                  alsoWithin: async () => {},
                });
              } else {
                row = await appointments.act({
                  order: row,
                  transition: name,
                  actor: { kind: role, id: actorIdsFor(row.lawyer_id)[role] },
                  details: {
                    reason: pick(APPOINTMENT_REFUND_REASONS),
                    text: '随机说明',
                    refundAmount: Math.max(1, Math.floor(random() * refundable)),
                    appointmentAt: slotAfter(t, 30 * HOUR),
                  },
                });
              }
            }
          } catch (error) {
            tolerated(error);
          }
          row = (await appointments.findByNo(row.order_no))!;
        }
      }

      // Every refund the walk queued reaches the provider and is paid out by its timer.
      t.clock.advance(2 * HOUR);
      await t.app.timers.runDue();
      const refundStates = await t.app.db
        .selectFrom('payments')
        .select('state')
        .where('kind', '=', 'refund')
        .distinct()
        .execute();
      expect(refundStates.map((row) => row.state)).toEqual(['succeeded']);

      const orders = await t.app.db.selectFrom('service_orders').selectAll().execute();
      const booked = await t.app.db.selectFrom('appointments').selectAll().execute();
      const held = (paid: number, refunded: number) => paid - refunded;
      const heldInEscrow =
        orders
          .filter((order) => order.state === 'waiting' || order.state === 'pending')
          .reduce((sum, order) => sum + held(order.paid_amount, order.refunded_amount), 0) +
        booked
          .filter((row) => ['waiting_platform', 'waiting_lawyer', 'receive'].includes(row.state))
          .reduce((sum, row) => sum + held(row.paid_amount, row.refunded_amount), 0);
      const settled = [
        ...orders.filter((order) => order.state === 'finish'),
        ...booked.filter((row) => row.state === 'finished'),
        // A partial refund cancels an appointment (issue 15) and settles what it kept with the lawyer.
        ...booked.filter((row) => row.state === 'cancelled' && row.paid_amount > row.refunded_amount),
      ].map((order) => {
        const amount = held(order.paid_amount, order.refunded_amount);
        const commission = commissionOf(amount, order.commission_rate_bp);
        const served = order.state !== 'cancelled';
        return { lawyerId: order.lawyer_id!, income: amount - commission, commission, served };
      });
      const commissions = settled.reduce((sum, item) => sum + item.commission, 0);
      const kept = [...orders, ...booked].reduce(
        (sum, order) => sum + held(order.paid_amount, order.refunded_amount),
        0,
      );
      // Each service order kept the commission rate of the moment it was placed.
      expect(new Set(orders.map((order) => order.commission_rate_bp))).toEqual(
        new Set([COMMISSION_BP.before, COMMISSION_BP.after]),
      );

      expect(await createLedgerRepo(t.app.db).sumOfAll()).toBe(0);
      expect(await balanceOf(t.app.db, ACCOUNTS.escrow)).toBe(heldInEscrow);
      for (const lawyer of lawyers) {
        const mine = settled.filter((item) => item.lawyerId === lawyer.id);
        const income = mine.reduce((sum, item) => sum + item.income, 0);
        expect(mine.length, 'every lawyer settled orders in the walk').toBeGreaterThan(20);
        // The served-order count is the orders settled with the lawyer that did not end cancelled (a
        // partial refund before the meeting pays the kept part but served nobody).
        const { served_orders } = await t.app.db
          .selectFrom('lawyers')
          .select('served_orders')
          .where('id', '=', lawyer.id)
          .executeTakeFirstOrThrow();
        expect(served_orders).toBe(mine.filter((item) => item.served).length);
        // Held or released meanwhile by the release job (months passed in the walk), the income is all there.
        const pending = await balanceOf(t.app.db, ACCOUNTS.lawyerPending(lawyer.id));
        const available = await balanceOf(t.app.db, ACCOUNTS.lawyerAvailable(lawyer.id));
        expect(pending + available).toBe(income);
        // What 钱包明细 shows the lawyer: the figures, entries adding up to them, each balance after its entry.
        const wallet = await walletSeenBy(lawyer);
        expect(wallet).toMatchObject({ frozen: 0, total_earned: income });
        expect(wallet.pending + wallet.available).toBe(income);
        expect(wallet.entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(income);
        wallet.entries.forEach((entry, index) => {
          const older = wallet.entries[index + 1];
          expect(entry.balance_after).toBe((older?.balance_after ?? 0) + entry.amount);
        });
      }
      // Once the last hold has run out, every lawyer's income is available and nothing is pending.
      t.clock.advance(8 * 24 * 60 * 60 * 1000);
      while ((await releaseDueIncome(t.app.db, t.clock.now())) > 0);
      for (const lawyer of lawyers) {
        const income = settled
          .filter((item) => item.lawyerId === lawyer.id)
          .reduce((sum, item) => sum + item.income, 0);
        expect(await balanceOf(t.app.db, ACCOUNTS.lawyerPending(lawyer.id))).toBe(0);
        expect(await balanceOf(t.app.db, ACCOUNTS.lawyerAvailable(lawyer.id))).toBe(income);
      }
      expect(await createLedgerRepo(t.app.db).sumOfAll()).toBe(0);
      expect(await balanceOf(t.app.db, ACCOUNTS.platformRevenue)).toBe(commissions);
      expect(await balanceOf(t.app.db, ACCOUNTS.clearing('sandbox'))).toBe(-kept);
      // What the provider was asked to move agrees with the ledger: every payment recorded, minus every
      // refund queued for the provider (each written in its transition's transaction), is what was kept.
      const providerRecords = await t.app.db.selectFrom('payments').select(['kind', 'amount']).execute();
      const movedAtProvider = providerRecords.reduce(
        (sum, record) => sum + (record.kind === 'pay' ? record.amount : -record.amount),
        0,
      );
      expect(movedAtProvider).toBe(kept);
      // The walk really went everywhere: every transition of both lifecycles, every state but the first.
      for (const [kind, lifecycle] of [
        ['service', SERVICE_ORDER_LIFECYCLE],
        ['appointment', APPOINTMENT_LIFECYCLE],
      ] as const) {
        const events = await t.app.db
          .selectFrom('order_events')
          .select(['transition', 'to_state'])
          .where('order_kind', '=', kind)
          .execute();
        expect([kind, [...new Set(events.map((event) => event.transition))].sort()]).toEqual([
          kind,
          lifecycle.transitions.map((transition) => transition.name).sort(),
        ]);
        expect([kind, [...new Set(events.map((event) => event.to_state))].sort()]).toEqual([
          kind,
          lifecycle.states
            .map((state) => state.key)
            .filter((state) => state !== lifecycle.initial)
            .sort(),
        ]);
      }
    },
  );
});
