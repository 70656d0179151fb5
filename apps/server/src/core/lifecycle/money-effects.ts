import { commissionOf, type MoneyEffect } from '@lawbridge/contract';
import { ACCOUNTS } from '../ledger/accounts';
import type { JournalEntry, JournalTransaction } from '../ledger/journal';

/** What a money effect needs to know of the order, whatever its kind. */
export interface OrderMoney {
  /** Who is paid at settlement; null while nobody is (an appointment not yet assigned). */
  lawyerId: number | null;
  paidAmount: number;
  refundedAmount: number;
  commissionRateBp: number;
  provider: string;
}

type Journal = Omit<JournalTransaction, 'order'>;

/** The platform's commission on what the lawyer is paid for (the contract's, so the H5 explains the same). */
export { commissionOf };

/**
 * Whether the effect pays the lawyer for the order (in full, or what a partial refund left): the order was
 * served, and counts in the lawyer's served orders (the directory's 服务 figure and its 接单量 sort).
 */
export const settlesWithLawyer = (effect: MoneyEffect | null): boolean =>
  effect === 'settle' || effect === 'refund_part';

const nonZero = (entries: JournalEntry[]) => entries.filter((entry) => entry.amount !== 0);

function settlement(order: OrderMoney, settled: number): JournalEntry[] {
  if (order.lawyerId === null) throw new Error('settling an order that has no lawyer');
  const commission = commissionOf(settled, order.commissionRateBp);
  return [
    { account: ACCOUNTS.escrow, amount: -settled },
    { account: ACCOUNTS.lawyerPending(order.lawyerId), amount: settled - commission },
    { account: ACCOUNTS.platformRevenue, amount: commission },
  ];
}

/**
 * The journal transactions of an order's money effect (PRODUCT §8):
 * capture (clearing → escrow), refund_all (what escrow still holds for the order → back through clearing),
 * refund_part (the decided amount back, the rest settled), refund_held_part (the decided amount back, the
 * rest still held for the order), settle (escrow → the lawyer's pending
 * income, net of the commission, and the platform), refund_late_payment (a payment in and straight back out, two transactions).
 */
export function journalsFor(
  effect: MoneyEffect,
  order: OrderMoney,
  amounts: { paid?: number; refund?: number } = {},
): Journal[] {
  const held = order.paidAmount - order.refundedAmount;
  const clearing = ACCOUNTS.clearing(order.provider);
  switch (effect) {
    case 'capture': {
      const paid = amounts.paid ?? 0;
      return [
        {
          kind: effect,
          entries: [
            { account: clearing, amount: -paid },
            { account: ACCOUNTS.escrow, amount: paid },
          ],
        },
      ];
    }
    case 'refund_all':
      return [
        {
          kind: effect,
          entries: [
            { account: ACCOUNTS.escrow, amount: -held },
            { account: clearing, amount: held },
          ],
        },
      ];
    case 'refund_part': {
      const refund = amounts.refund ?? 0;
      const entries = [
        { account: ACCOUNTS.escrow, amount: -refund },
        { account: clearing, amount: refund },
        ...settlement(order, held - refund),
      ];
      return [{ kind: effect, entries: mergeByAccount(nonZero(entries)) }];
    }
    case 'refund_held_part': {
      const refund = amounts.refund ?? 0;
      return [
        {
          kind: effect,
          entries: [
            { account: ACCOUNTS.escrow, amount: -refund },
            { account: clearing, amount: refund },
          ],
        },
      ];
    }
    case 'settle':
      return [{ kind: effect, entries: nonZero(settlement(order, held)) }];
    case 'freeze':
    case 'pay_out':
    case 'unfreeze':
    case 'appeal_refund':
      throw new Error(`${effect}: a withdrawal's or an appeal's journal is built by its own module`);
    case 'refund_late_payment': {
      const paid = amounts.paid ?? 0;
      return [
        {
          kind: 'capture',
          entries: [
            { account: clearing, amount: -paid },
            { account: ACCOUNTS.escrow, amount: paid },
          ],
        },
        {
          kind: effect,
          entries: [
            { account: ACCOUNTS.escrow, amount: -paid },
            { account: clearing, amount: paid },
          ],
        },
      ];
    }
  }
}

/** One entry per account (a partial refund and the settlement both take from escrow). */
function mergeByAccount(entries: JournalEntry[]): JournalEntry[] {
  const totals = new Map<string, number>();
  for (const entry of entries) totals.set(entry.account, (totals.get(entry.account) ?? 0) + entry.amount);
  return nonZero([...totals].map(([account, amount]) => ({ account, amount })));
}
