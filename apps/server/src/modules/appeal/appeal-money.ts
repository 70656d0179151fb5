import { commissionOf } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import { ACCOUNTS } from '../../core/ledger/accounts';
import { createFundHoldsRepo } from '../../core/ledger/fund-holds-repo';
import type { JournalEntry, JournalTransaction } from '../../core/ledger/journal';
import { takeBackEntries } from '../wallet/fund-holds';
import type { AppealedOrder } from './appealed-orders';

type Journal = Omit<JournalTransaction, 'order'>;

/** An appeal's refund as money: what goes back, the platform's and the lawyer's parts of it. */
export interface AppealRefund {
  refund: number;
  commission: number;
  /** The lawyer's share taken back: refund − commission. */
  share: number;
  /** Where the share comes from: pending while the order's income is held, else available. */
  lawyerAccount: string;
}

/**
 * The lawyer's part of an appeal's refund: the refund less the platform's commission on it. Commissions
 * rounded per refund may add up a fen off the settlement's, so while the income is held (`held`: what is
 * held, else null) the share never exceeds it, and the refund that empties the order takes all that is left.
 */
export function lawyerShareOfRefund(input: {
  refund: number;
  refundable: number;
  rateBp: number;
  held: number | null;
}): number {
  const proportional = input.refund - commissionOf(input.refund, input.rateBp);
  if (input.held === null) return proportional;
  return input.refund === input.refundable ? input.held : Math.min(proportional, input.held);
}

/**
 * Plans an appeal's refund (PRODUCT §12a): the customer gets `refund` back through the provider's clearing
 * account; the settlement is reversed in proportion, the platform's commission on the refund from its
 * revenue and the rest from the lawyer. While the appeal is open the order's hold cannot be released, so
 * where the lawyer's share comes from is read before the transition and checked again inside it.
 */
export async function planAppealRefund(
  db: Kysely<Database>,
  input: { order: AppealedOrder; lawyerId: number; refund: number; provider: string },
): Promise<{ plan: AppealRefund; journal: Journal }> {
  const { order, lawyerId, refund } = input;
  const hold = await createFundHoldsRepo(db).of({ orderKind: order.kind, orderId: order.id });
  const held = hold !== undefined && hold.released_at === null;
  const share = lawyerShareOfRefund({
    refund,
    refundable: order.paid_amount - order.refunded_amount,
    rateBp: order.commission_rate_bp,
    held: held ? Number(hold.amount) : null,
  });
  const commission = refund - share;
  const lawyerAccount = held ? ACCOUNTS.lawyerPending(lawyerId) : ACCOUNTS.lawyerAvailable(lawyerId);
  const entries: JournalEntry[] = [
    { account: ACCOUNTS.clearing(input.provider), amount: refund },
    { account: ACCOUNTS.platformRevenue, amount: -commission },
    { account: lawyerAccount, amount: -share },
  ].filter((entry) => entry.amount !== 0);
  return { plan: { refund, commission, share, lawyerAccount }, journal: { kind: 'appeal_refund', entries } };
}

/**
 * Inside the refunding transition: lowers the order's hold by the lawyer's share (when held) through the
 * held-funds module, and refuses if the module takes it from another account than planned.
 */
export async function takeBackPlanned(
  trx: Kysely<Database>,
  input: { order: AppealedOrder; lawyerId: number; plan: AppealRefund },
): Promise<void> {
  const entries = await takeBackEntries(trx, {
    orderKind: input.order.kind,
    orderId: input.order.id,
    lawyerId: input.lawyerId,
    share: input.plan.share,
  });
  if (entries.some((entry) => entry.account !== input.plan.lawyerAccount)) {
    throw new Error(`appeal refund on ${input.order.order_no}: the hold changed while the appeal was open`);
  }
}
