import {
  actionsFor,
  SERVICE_ORDER_LIFECYCLE,
  type Actor,
  type ServiceOrderTransitionName,
} from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/core/app-error';
import { ACCOUNTS } from '../../src/core/ledger/accounts';
import { balanceOf } from '../../src/core/ledger/journal';
import { createLedgerRepo } from '../../src/core/ledger/ledger-repo';
import { createTimerWorker } from '../../src/core/timers/timer-worker';
import { commissionOf } from '../../src/modules/service-order/money-effects';
import { registerServiceOrderTimers } from '../../src/modules/service-order/timers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { serviceOrderWorld } from './service-order-fixtures';

const ORDERS = 500;
const STEPS_PER_ORDER = 10;

/** mulberry32: a small seeded generator, so a failing run can be repeated exactly. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('money invariants after a randomized run of service orders', () => {
  it(
    `keeps the ledger whole through ${ORDERS} orders walked through every transition and timer`,
    { timeout: 600_000 },
    async () => {
      const random = seeded(Number(process.env.MONEY_SEED ?? 20261123));
      const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
      const world = await serviceOrderWorld(t);
      const worker = createTimerWorker({ db: t.app.db, clock: t.clock, log: t.app.log });
      registerServiceOrderTimers(worker, world.service);
      const actorIds: Record<Actor, number | null> = {
        customer: world.customerId,
        lawyer: world.lawyerUserId,
        operator: world.operatorId,
        system: null,
        payment: null,
      };

      for (let index = 0; index < ORDERS; index += 1) {
        let order = await world.service.create({
          customerId: world.customerId,
          lawyerUuid: world.lawyerUuid,
          configId: world.config.id,
          description: `随机订单 ${index} 的问题描述`,
          images: [],
        });
        for (let step = 0; step < STEPS_PER_ORDER; step += 1) {
          const roll = random();
          try {
            if (roll < 0.25) {
              // A payment (the right amount, now and then a duplicate or a late one).
              const txn = random() < 0.2 ? `dup-${order.id}` : `txn-${order.id}-${step}`;
              order = await world.service.recordPayment({
                orderNo: order.order_no,
                amount: order.price,
                providerTxn: txn,
              });
            } else if (roll < 0.32) {
              t.clock.advance(pick([20 * 60_000, 25 * 3_600_000, 73 * 3_600_000]));
              await worker.runDue();
              order = (await world.service.findByNo(order.order_no))!;
            } else {
              const choices = (['customer', 'lawyer', 'operator'] as const).flatMap((role) =>
                actionsFor(SERVICE_ORDER_LIFECYCLE, order.state, role).map((transition) => ({
                  role,
                  transition,
                })),
              );
              if (choices.length === 0) continue;
              const { role, transition: chosen } = pick(choices);
              const transition = chosen.name as ServiceOrderTransitionName;
              const refundable = order.paid_amount - order.refunded_amount;
              order = await world.service.act({
                order,
                transition,
                actor: { kind: role, id: actorIds[role] },
                details: {
                  reason: '随机原因',
                  note: '随机说明',
                  refundAmount: Math.max(1, Math.floor(random() * refundable)),
                },
              });
            }
          } catch (error) {
            // Refusals by the rules (a guard, an amount) are part of the walk; anything else is a defect.
            if (!(error instanceof AppError)) throw error;
            order = (await world.service.findByNo(order.order_no))!;
          }
        }
      }

      const orders = await t.app.db.selectFrom('service_orders').selectAll().execute();
      const heldInEscrow = orders
        .filter((order) => order.state === 'waiting' || order.state === 'pending')
        .reduce((sum, order) => sum + order.paid_amount - order.refunded_amount, 0);
      const settled = orders
        .filter((order) => order.state === 'finish')
        .map((order) => order.paid_amount - order.refunded_amount);
      const commissions = settled.reduce((sum, amount) => sum + commissionOf(amount, 2000), 0);
      const lawyerIncome = settled.reduce((sum, amount) => sum + amount, 0) - commissions;
      const kept = orders.reduce((sum, order) => sum + order.paid_amount - order.refunded_amount, 0);

      expect(await createLedgerRepo(t.app.db).sumOfAll()).toBe(0);
      expect(await balanceOf(t.app.db, ACCOUNTS.escrow)).toBe(heldInEscrow);
      expect(await balanceOf(t.app.db, ACCOUNTS.lawyerAvailable(world.lawyerId))).toBe(lawyerIncome);
      expect(await balanceOf(t.app.db, ACCOUNTS.platformRevenue)).toBe(commissions);
      expect(await balanceOf(t.app.db, ACCOUNTS.clearing('sandbox'))).toBe(-kept);
      // The walk really went everywhere.
      const reached = await t.app.db.selectFrom('order_events').select('to_state').distinct().execute();
      expect(reached.map((row) => row.to_state).sort()).toEqual([
        'cancelled',
        'closed',
        'finish',
        'pending',
        'waiting',
      ]);
      const transitions = await t.app.db.selectFrom('order_events').select('transition').distinct().execute();
      expect(transitions.map((row) => row.transition).sort()).toEqual(
        SERVICE_ORDER_LIFECYCLE.transitions.map((transition) => transition.name).sort(),
      );
    },
  );
});
