import {
  APPEAL_LIFECYCLE,
  WITHDRAWAL_LIFECYCLE,
  type AppealStateKey,
  type WalletSummary,
  type WithdrawalStateKey,
} from '@lawbridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../../src/core/ledger/accounts';
import { balanceOf } from '../../src/core/ledger/journal';
import { createLedgerRepo } from '../../src/core/ledger/ledger-repo';
import { HOUR } from '../appointment/appointment-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { seeded } from './seeded-random';
import { moneyOutWorld, type WalkOrder, type WalkParty } from './money-out-walk-world';

/**
 * Money out under a randomized, seeded walk (issue 16): 500 orders of both kinds settle into held income
 * while time passes (releases), lawyers withdraw (approved, rejected, two-person approvals, provider
 * timeouts before and after the party took the bill, refusals, confirmations with duplicate notifies,
 * declines, cancels, expiries, bank transfers paid or failed) and customers appeal (offers accepted or
 * declined, contests, decisions, withdrawals, 48 h timeouts). Afterwards the ledger must still add up.
 */
const ORDERS = 500;
const ROUNDS = 1600;
const OPEN_WITHDRAWAL: readonly string[] = ['requested', 'approved', 'processing', 'waiting_confirmation'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const withdrawalsOf = (lawyerId: number) =>
  t.app.db.selectFrom('withdrawals').selectAll().where('lawyer_id', '=', lawyerId).execute();

/** Sum of a lawyer's ledger entries of transactions of the given kinds. */
async function entriesOfKinds(accounts: string[], kinds: string[]): Promise<number> {
  const row = await t.app.db
    .selectFrom('ledger_entries')
    .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('ledger_entries.amount'), eb.lit(0)).as('total'))
    .where('ledger_entries.account', 'in', accounts)
    .where('ledger_transactions.kind', 'in', kinds)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

async function orderMoney(order: WalkOrder) {
  const table = order.kind === 'service' ? 'service_orders' : 'appointments';
  return t.app.db
    .selectFrom(table)
    .select(['id', 'paid_amount', 'refunded_amount'])
    .where('order_no', '=', order.orderNo)
    .executeTakeFirstOrThrow();
}

describe('money out after a randomized walk of settlements, releases, withdrawals and appeals', () => {
  it(
    `keeps every lawyer's money whole through ${ORDERS} orders and ${ROUNDS} moves`,
    { timeout: 900_000 },
    async () => {
      const random = seeded(Number(process.env.MONEY_SEED ?? 20261127));
      const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
      const walk = await moneyOutWorld(t);
      const finished: WalkOrder[] = [];
      const appealIds: Array<{ id: number; order: WalkOrder }> = [];
      const appealsIn = async (state: AppealStateKey) => {
        const rows = await t.app.db
          .selectFrom('appeals')
          .select(['id', 'state'])
          .where('state', '=', state)
          .execute();
        return appealIds.filter((appeal) => rows.some((row) => row.id === appeal.id));
      };
      const withdrawalIn = async (state: WithdrawalStateKey, method?: 'wechat' | 'bank') => {
        let query = t.app.db.selectFrom('withdrawals').selectAll().where('state', '=', state);
        if (method) query = query.where('method', '=', method);
        const rows = await query.execute();
        return rows.length > 0 ? pick(rows) : null;
      };
      const available = (party: WalkParty) => balanceOf(t.app.db, ACCOUNTS.lawyerAvailable(party.lawyerId));

      for (let round = 0; round < ROUNDS; round += 1) {
        const roll = random();
        if (finished.length < ORDERS && roll < 0.35) {
          await walk.liftPauses();
          const party = pick(walk.parties);
          finished.push(
            random() < 0.7 ? await walk.finishedServiceOrder(party) : await walk.finishedAppointment(party),
          );
        } else if (roll < 0.45) {
          await walk.letTimePass(
            pick([30 * 60_000, 5 * HOUR, 13 * HOUR, 25 * HOUR, 3 * 24 * HOUR, 8 * 24 * HOUR]),
          );
        } else if (roll < 0.56) {
          const party = pick(walk.parties);
          const has = await available(party);
          // Mostly within what is available; now and then more, or less than the minimum (refused).
          const amount = random() < 0.85 ? Math.max(100, Math.floor(random() * has)) : pick([50, has + 100]);
          await walk.requestWithdrawal(party, amount, random() < 0.6 ? 'wechat' : 'bank');
        } else if (roll < 0.66) {
          const requested = await withdrawalIn('requested');
          if (!requested) continue;
          const move = random();
          if (move < 0.15) await walk.reject(requested.withdrawal_no);
          else if (move < 0.3) {
            await walk.approveWithTrouble(
              pick([0, 1] as const),
              requested.withdrawal_no,
              pick(['after', 'before', 'refused'] as const),
            );
          } else {
            // Either operator; above the threshold the same one twice is refused, the other completes it.
            await walk.approve(pick([0, 1] as const), requested.withdrawal_no);
          }
        } else if (roll < 0.73) {
          const waiting = await withdrawalIn('waiting_confirmation', 'wechat');
          if (!waiting) continue;
          const move = random();
          if (move < 0.1) await walk.cancel(waiting.withdrawal_no);
          else
            await walk.confirmAtSandbox(
              waiting.bill_no!,
              move < 0.8 ? 'confirm' : 'decline',
              1 + Math.floor(random() * 3),
            );
        } else if (roll < 0.77) {
          const processing = await withdrawalIn('processing', 'bank');
          if (processing) await walk.mark(processing.withdrawal_no, random() < 0.75);
        } else if (roll < 0.85) {
          if (finished.length === 0) continue;
          const order = pick(finished.slice(-60));
          const reply = await walk.appeal(order, Math.floor(random() * 6));
          if (reply.code === 0) appealIds.push({ id: (reply.data as { id: number }).id, order });
        } else if (roll < 0.91) {
          const waiting = await appealsIn('waiting_lawyer');
          if (waiting.length === 0) continue;
          const { id, order } = pick(waiting);
          const { paid_amount, refunded_amount } = await orderMoney(order);
          const refundable = paid_amount - refunded_amount;
          await walk.answer(
            order.party,
            id,
            random() < 0.5 ? Math.max(1, Math.floor(random() * refundable)) : null,
          );
        } else if (roll < 0.95) {
          // The customer answers an offer (accepts, declines), or withdraws an appeal still open.
          const offered = await appealsIn('offered');
          const open = [...offered, ...(await appealsIn('waiting_lawyer'))];
          if (open.length === 0) continue;
          const { id, order } = pick(open);
          const answers = offered.some((appeal) => appeal.id === id)
            ? (['accept_offer', 'decline_offer', 'withdraw'] as const)
            : (['withdraw'] as const);
          await walk.customerAction(order.party, id, pick(answers));
        } else {
          const waiting = await appealsIn('waiting_operator');
          if (waiting.length === 0) continue;
          const { id, order } = pick(waiting);
          const { paid_amount, refunded_amount } = await orderMoney(order);
          const refundable = paid_amount - refunded_amount;
          const decision = pick(['refund_full', 'refund_partial', 'reject'] as const);
          await walk.decide(
            id,
            decision,
            Math.max(1, Math.floor(random() * refundable)),
            Math.floor(random() * 10),
          );
        }
      }
      // Refunds the appeals queued reach the provider and are paid out by their timers.
      await walk.letTimePass(2 * HOUR);

      expect(finished.length).toBe(ORDERS);
      expect(await createLedgerRepo(t.app.db).sumOfAll()).toBe(0);
      let paidOutOverall = 0;
      for (const party of walk.parties) {
        const { lawyerId } = party;
        const accounts = {
          pending: ACCOUNTS.lawyerPending(lawyerId),
          available: ACCOUNTS.lawyerAvailable(lawyerId),
          frozen: ACCOUNTS.lawyerFrozen(lawyerId),
        };
        const balance = {
          pending: await balanceOf(t.app.db, accounts.pending),
          available: await balanceOf(t.app.db, accounts.available),
          frozen: await balanceOf(t.app.db, accounts.frozen),
        };
        const earned = await entriesOfKinds([accounts.pending], ['settle', 'refund_part']);
        const clawedBack = -(await entriesOfKinds([accounts.pending, accounts.available], ['appeal_refund']));
        const withdrawals = await withdrawalsOf(lawyerId);
        const paidOut = withdrawals
          .filter((row) => row.state === 'paid')
          .reduce((sum, row) => sum + row.amount, 0);
        const inFlight = withdrawals
          .filter((row) => OPEN_WITHDRAWAL.includes(row.state))
          .reduce((sum, row) => sum + row.amount, 0);
        paidOutOverall += paidOut;

        // The walk reached every outcome for this lawyer's money.
        expect(earned).toBeGreaterThan(0);
        expect(paidOut).toBeGreaterThan(0);
        // What the lawyer holds is what they earned, less what appeals took back and what was paid out.
        expect(balance.pending + balance.available + balance.frozen).toBe(earned - clawedBack - paidOut);
        expect(paidOut).toBeLessThanOrEqual(earned - clawedBack);
        expect(-(await entriesOfKinds([accounts.frozen], ['pay_out']))).toBe(paidOut);
        expect(balance.frozen).toBe(inFlight);
        expect(withdrawals.filter((row) => OPEN_WITHDRAWAL.includes(row.state)).length).toBeLessThanOrEqual(
          1,
        );
        // 钱包明细 shows the same figures, sums of the same entries.
        const wallet = (await walk.wallet(party)).data as WalletSummary;
        // Each take-back names the order it was appealed on.
        const takeBacks = ((await walk.wallet(party, '?type=refund&page_size=50')).data as WalletSummary)
          .entries;
        expect(takeBacks.total).toBeGreaterThan(0);
        for (const entry of takeBacks.list) {
          expect(entry).toMatchObject({ label: '申诉退款扣回', order_no: expect.any(String) });
          expect(entry.amount).toBeLessThan(0);
        }
        expect(wallet).toMatchObject({
          ...balance,
          total_earned: earned - clawedBack,
          total_withdrawn: paidOut,
        });
      }
      const taken = async (kind: string) =>
        new Set(
          (
            await t.app.db
              .selectFrom('order_events')
              .select('transition')
              .where('order_kind', '=', kind)
              .execute()
          ).map((row) => row.transition),
        );
      // Every transition of both tables was taken at least once (by a person, a timer or a notify).
      const names = (lifecycle: { transitions: ReadonlyArray<{ name: string }> }) =>
        lifecycle.transitions.map((transition) => transition.name).sort();
      expect([...(await taken('appeal'))].sort()).toEqual(names(APPEAL_LIFECYCLE));
      expect([...(await taken('withdrawal'))].sort()).toEqual(names(WITHDRAWAL_LIFECYCLE));

      // Paid out at the providers exactly what the withdrawals say; no bill was ever sent twice.
      expect(
        (await balanceOf(t.app.db, ACCOUNTS.payoutClearing('sandbox'))) +
          (await balanceOf(t.app.db, ACCOUNTS.payoutClearing('manual'))),
      ).toBe(paidOutOverall);
      const bills = await t.app.db.selectFrom('sandbox_payouts').select(['bill_no', 'state']).execute();
      expect(new Set(bills.map((bill) => bill.bill_no)).size).toBe(bills.length);
      const paidWechat = await t.app.db
        .selectFrom('withdrawals')
        .select('withdrawal_no')
        .where('state', '=', 'paid')
        .where('method', '=', 'wechat')
        .execute();
      const successful = new Set(
        bills.filter((bill) => bill.state === 'success').map((bill) => bill.bill_no),
      );
      expect(new Set(paidWechat.map((row) => row.withdrawal_no))).toEqual(successful);

      // Held income: never both released and held by an appeal.
      const both = await t.app.db
        .selectFrom('fund_holds')
        .select('id')
        .where('released_at', 'is not', null)
        .where('appeal_id', 'is not', null)
        .execute();
      expect(both).toEqual([]);
      // Every appealed order: refunds within what was paid, all of them sent to the provider, one open appeal at most.
      for (const { order } of appealIds) {
        const money = await orderMoney(order);
        expect(money.refunded_amount).toBeLessThanOrEqual(money.paid_amount);
        const refunds = await t.app.db
          .selectFrom('payments')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
          .where('order_no', '=', order.orderNo)
          .where('kind', '=', 'refund')
          .executeTakeFirstOrThrow();
        expect(Number(refunds.total)).toBe(money.refunded_amount);
      }
      const open = await t.app.db
        .selectFrom('appeals')
        .select(['order_kind', 'order_id'])
        .where('state', 'in', ['waiting_lawyer', 'offered', 'waiting_operator'])
        .execute();
      expect(new Set(open.map((row) => `${row.order_kind}:${row.order_id}`)).size).toBe(open.length);
    },
  );
});
