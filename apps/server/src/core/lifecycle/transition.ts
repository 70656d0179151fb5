import { transitionNamed, type Actor, type Lifecycle } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../app-error';
import type { Database } from '../db/schema';
import { holdSettledIncome } from '../ledger/held-income';
import { postJournal, type JournalTransaction } from '../ledger/journal';
import { createTimerRepo } from '../timers/timer-repo';
import { timerKindsOfState } from './lifecycle-timers';
import { createOrderEventsRepo } from './order-events-repo';

export const MSG_STATE_CHANGED = '订单状态已变化，请刷新';

/** The state of an order as it was read, with the version the compare-and-set expects. */
export interface VersionedOrder<S extends string> {
  id: number;
  state: S;
  version: number;
}

/** How the transition function writes one order kind's table; implemented by that kind's repo. */
export interface OrderStateStore<S extends string> {
  kind: string;
  /**
   * Sets `state` (and `changes`) and bumps the version, only while the row still has `version`;
   * false when another transition got there first.
   */
  compareAndSet(
    trx: Kysely<Database>,
    input: { id: number; version: number; to: S; changes: Record<string, unknown>; now: number },
  ): Promise<boolean>;
}

export interface TransitionRequest<S extends string, N extends string> {
  lifecycle: Lifecycle<S, N>;
  store: OrderStateStore<S>;
  order: VersionedOrder<S>;
  transition: N;
  actor: { kind: Actor; id: number | null };
  now: number;
  /** Other columns the transition sets (delivered_at, refunded_amount, …). */
  changes?: Record<string, unknown>;
  /** The journal transactions of the transition's money effect, in order; required when it has one. */
  journals?: ReadonlyArray<Omit<JournalTransaction, 'order'>>;
  amount?: number | null;
  note?: string | null;
  /** The kind's own conditions (a guard of the table, an amount), checked after the table's; throws to refuse. */
  precondition?: () => void;
  /** Further writes that must commit with the transition (timers, refund requests, notifications). */
  within?: (trx: Kysely<Database>) => Promise<void>;
  /**
   * The id of the lifecycle timer firing this transition: it must still be open (not cancelled because
   * the order left the state it was scheduled for), else nothing happens (code 7).
   */
  firedBy?: number;
}

/**
 * The one way an order changes state (PRODUCT §8a). Checks the lifecycle table (the transition exists,
 * leaves the order's current state, and the actor may take it), then in one database transaction:
 * compare-and-set on the order's version, the `order_events` row, the money effect's journal
 * transactions (income a settlement credits to a lawyer's pending account is held with them), and the
 * caller's further writes. Of two concurrent transitions on one order exactly one
 * wins; the other gets code 7 `订单状态已变化，请刷新` and nothing of it is written.
 *
 * Timers belong to one entry into a state: leaving the state ends the open timers the table runs in it,
 * in the same transaction, so a timer scheduled for an earlier entry (a lawyer who declined, before the
 * next one was offered the appointment) can never act on a later one. A timer's own transition takes its
 * timer in the transaction and does nothing if it was ended meanwhile.
 */
export async function applyTransition<S extends string, N extends string>(
  db: Kysely<Database>,
  request: TransitionRequest<S, N>,
): Promise<{ from: S; to: S }> {
  const { order, actor, store } = request;
  const transition = transitionNamed(request.lifecycle, request.transition);
  if (!transition.actors.includes(actor.kind)) {
    throw AppError.forbidden(`${actor.kind} may not ${transition.name}`);
  }
  if (!transition.from.includes(order.state)) {
    throw AppError.common(MSG_STATE_CHANGED, `${transition.name} does not leave ${order.state}`);
  }
  request.precondition?.();
  const journals = request.journals ?? [];
  if ((transition.money === null) !== (journals.length === 0)) {
    throw new Error(`${transition.name}: money effect ${transition.money} needs its journal, and only it`);
  }
  const to = transition.to ?? order.state;
  await db.transaction().execute(async (trx) => {
    const timers = createTimerRepo(trx);
    if (request.firedBy !== undefined && !(await timers.take(request.firedBy, request.now))) {
      throw AppError.common(MSG_STATE_CHANGED, `${transition.name}: its timer had ended`);
    }
    const won = await store.compareAndSet(trx, {
      id: order.id,
      version: order.version,
      to,
      changes: request.changes ?? {},
      now: request.now,
    });
    if (!won) throw AppError.common(MSG_STATE_CHANGED, `${transition.name} lost the compare-and-set`);
    await createOrderEventsRepo(trx).insert({
      orderKind: store.kind,
      orderId: order.id,
      transition: transition.name,
      from: order.state,
      to,
      actor,
      amount: request.amount ?? null,
      note: request.note ?? null,
      now: request.now,
    });
    for (const journal of journals) {
      const ofOrder = { ...journal, order: { kind: store.kind, id: order.id } };
      await postJournal(trx, ofOrder, request.now);
      await holdSettledIncome(trx, ofOrder, request.now);
    }
    if (to !== order.state) {
      const kinds = timerKindsOfState(request.lifecycle, store.kind, order.state);
      await timers.cancel({ kinds, refKind: store.kind, refId: order.id }, request.now);
    }
    await request.within?.(trx);
  });
  return { from: order.state, to };
}
