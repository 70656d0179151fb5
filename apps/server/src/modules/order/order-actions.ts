import { ApiCode, transitionNamed, type Actor, type MoneyEffect } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import { checkGuard, type GuardedOrder } from '../../core/lifecycle/guards';
import { journalsFor, settlesWithLawyer } from '../../core/lifecycle/money-effects';
import { applyTransition } from '../../core/lifecycle/transition';
import { createLawyerRepo } from '../lawyer/lawyer-repo';
import { NO_NOTICES, type Notifier } from '../notification/notifier';
import type { createOrderPayments, PayableKind, PayableOrderRow } from '../payment/order-payments';
import {
  hearingNote,
  refundColumnsFor,
  writeRefundHearing,
  type RefundHearingInput,
} from '../refund/refund-hearing';

export const MSG_REFUND_TOO_LARGE = '退款金额不能超过可退金额';

/** What every transition may carry besides its name (each kind adds its own fields). */
export interface OrderActionDetails {
  /** A partial refund's amount in fen. */
  refundAmount?: number;
  /** The lawyer's answer to a refund request, or the decision's reason code and text. */
  hearing?: RefundHearingInput;
}

/** What one order kind adds to taking a transition: its columns, its own rules, its side writes. */
export interface ActingKind<
  S extends string,
  N extends string,
  R extends PayableOrderRow<S> & GuardedOrder,
  D,
> extends PayableKind<S, N, R> {
  /** The columns the transition sets besides the state. */
  changesFor(name: N, order: R, details: D, now: number): Record<string, unknown>;
  /** The kind's conditions beyond the table's guard; throws to refuse. */
  checkRules?(name: N, order: R, details: D, now: number): void;
  /** What the transition writes besides the order (refund requests, offers, timers), in its transaction. */
  sideWrites(
    trx: Kysely<Database>,
    input: {
      order: R;
      transition: N;
      to: S;
      actor: { kind: Actor; id: number | null };
      details: D;
      now: number;
    },
  ): Promise<void>;
  /** The `order_events` row's amount and note for the transition. */
  eventOf(details: D, refunded: number): { amount: number | null; note: string | null };
  /** False for a kind whose settlement serves nobody (a document sale): the lawyer's 服务 count stays. */
  servesCustomers?: boolean;
}

/** How much a money effect sends back to the customer, if anything. */
function refundedBy(effect: MoneyEffect | null, order: PayableOrderRow<string>, partial: number | undefined) {
  if (effect === 'refund_all') return order.paid_amount - order.refunded_amount;
  if (effect === 'refund_part' || effect === 'refund_held_part') return partial ?? 0;
  return 0;
}

function checkPartialRefund(order: PayableOrderRow<string>, amount: number | undefined): void {
  const refundable = order.paid_amount - order.refunded_amount;
  if (amount === undefined || !Number.isSafeInteger(amount) || amount <= 0 || amount > refundable) {
    throw AppError.badParams(MSG_REFUND_TOO_LARGE);
  }
}

/**
 * Taking transitions on orders of one kind, the same for every kind: the table's guard and the kind's
 * rules, the transition with its journal, the kind's side writes, the refund request's hearing (the
 * lawyer's answer, the decision with its reason: refund-hearing.ts), the refund queued for the provider and
 * the lawyer's served-order count in its transaction; after commit the lawyer directory's cache is
 * refreshed when that count changed, the refund is sent and a customer's close reaches the provider.
 * Lifecycle timers fire through the same path as actor `system`.
 */
export function createOrderActions<
  S extends string,
  N extends string,
  R extends PayableOrderRow<S> & GuardedOrder,
  D extends OrderActionDetails,
>(
  deps: {
    db: Kysely<Database>;
    clock: Clock;
    notifier: Notifier;
    /** The lawyer directory's cache, refreshed after a lawyer's served-order count changed. */
    directory: { invalidate(): void };
  },
  payments: ReturnType<typeof createOrderPayments<S, N, R>>,
  kind: ActingKind<S, N, R, D>,
) {
  const { db, clock } = deps;

  /** The `order_events` row's amount and note: a refund hearing's note (answer, decision) comes first. */
  function eventOf(details: D, refund: number) {
    const event = kind.eventOf(details, refund);
    return { ...event, note: hearingNote(details.hearing) ?? event.note };
  }

  /** Takes a transition as `actor`; the lifecycle table decides whether that may happen. */
  async function act(input: {
    order: R;
    transition: N;
    actor: { kind: Actor; id: number | null };
    details?: D;
    /** Further writes that must commit with the transition (the console's audit entry). */
    alsoWithin?: (trx: Kysely<Database>) => Promise<void>;
    /** The lifecycle timer taking the transition (it must still be open). */
    firedBy?: number;
  }): Promise<R> {
    const { order } = input;
    const details = input.details ?? ({} as D);
    const transition = transitionNamed(kind.lifecycle, input.transition);
    const now = clock.now();
    const refund = refundedBy(transition.money, order, details.refundAmount);
    let refundNo: string | null = null;
    let notices = NO_NOTICES;
    let servedCounted = false;
    await applyTransition(db, {
      lifecycle: kind.lifecycle,
      store: kind.store,
      order,
      transition: input.transition,
      actor: input.actor,
      now,
      changes: {
        ...kind.changesFor(input.transition, order, details, now),
        ...refundColumnsFor(input.transition, now),
      },
      journals: transition.money
        ? journalsFor(transition.money, payments.moneyOf(order), { refund: details.refundAmount })
        : [],
      ...eventOf(details, refund),
      firedBy: input.firedBy,
      precondition: () => {
        checkGuard(transition.guard, order, now);
        kind.checkRules?.(input.transition, order, details, now);
        if (transition.money === 'refund_part' || transition.money === 'refund_held_part') {
          checkPartialRefund(order, details.refundAmount);
        }
      },
      within: async (trx) => {
        await kind.sideWrites(trx, {
          order,
          transition: input.transition,
          to: transition.to ?? order.state,
          actor: input.actor,
          details,
          now,
        });
        await writeRefundHearing(trx, {
          orderKind: kind.kind,
          order,
          transition: input.transition,
          actor: input.actor,
          refundAmount: details.refundAmount,
          hearing: details.hearing,
          now,
        });
        refundNo = await payments.queueRefund(trx, order, refund, now);
        const lawyerId = kind.lawyerOf(order);
        // A served order is one settled with its lawyer that did not end cancelled: a partial refund before
        // an appointment's meeting pays the lawyer the kept part but served nobody.
        if (
          kind.servesCustomers !== false &&
          settlesWithLawyer(transition.money) &&
          transition.to !== 'cancelled' &&
          lawyerId !== null
        ) {
          await createLawyerRepo(trx).countServedOrder(lawyerId);
          servedCounted = true;
        }
        await input.alsoWithin?.(trx);
        const event = { order, transition: input.transition, to: transition.to ?? order.state, details };
        notices = await deps.notifier.record(trx, await kind.noticesFor(trx, event), now);
      },
    });
    // The directory shows served orders: its cached pages must not keep the old count.
    if (servedCounted) deps.directory.invalidate();
    await payments.sendRefund(refundNo);
    await deps.notifier.push(notices);
    if (input.transition === 'close' && input.actor.kind === 'customer')
      await payments.closedByCustomer(order);
    return (await kind.findById(db, order.id))!;
  }

  /**
   * Lifecycle timer `timerId` fell due (actor `system`). An order that has moved on, whose guard no longer
   * holds, or whose timer was ended meanwhile (it left the state the timer was scheduled for) needs
   * nothing: the timer is done. The unpaid expiry closes the payment at the provider first; a payment that
   * beat the close pays the order instead.
   */
  async function fireTimer(input: { orderId: number; transition: N; timerId: number }): Promise<void> {
    const { transition } = input;
    const order = await kind.findById(db, input.orderId);
    const timer = kind.lifecycle.timers.find((item) => item.transition === transition);
    if (!order || !timer || order.state !== timer.state) return;
    if (transition === 'close' && (await payments.paidBeforeExpiry(order))) return;
    try {
      await act({ order, transition, actor: { kind: 'system', id: null }, firedBy: input.timerId });
    } catch (error) {
      if (error instanceof AppError && error.code === ApiCode.common.value) return;
      throw error;
    }
  }

  return { act, fireTimer };
}
