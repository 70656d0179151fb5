/**
 * Lifecycles as data (PRODUCT §8a): each order kind's states, named transitions with the actors allowed to
 * take them, timers and money effects, in one table. The server changes an order's state only through the
 * one transition function that consults the table; the H5 app and the console ask it which actions to show.
 */
export type Actor = 'customer' | 'lawyer' | 'operator' | 'system' | 'payment';

/** People who act through buttons; `system` (timers) and `payment` (provider notifies) never see buttons. */
export type PersonActor = Extract<Actor, 'customer' | 'lawyer' | 'operator'>;

/**
 * What a transition does to money; the server turns each into one balanced journal transaction (PRODUCT §8):
 * - `capture`: the paid amount moves from the provider's clearing account into escrow;
 * - `refund_all`: everything still in escrow for the order goes back to the customer (through clearing);
 * - `refund_part`: the decided amount goes back, the rest is settled as by `settle`;
 * - `refund_held_part`: the decided amount goes back from escrow, the rest stays held for the order (it
 *   goes on; a later `settle` or `refund_all` moves what is left);
 * - `settle`: escrow pays the lawyer (price − commission − refunded part) and the platform its commission;
 * - `refund_late_payment`: a payment that arrived for an order no longer waiting for one goes straight back;
 * - `freeze` (withdrawals): the amount moves from the lawyer's available balance to frozen at request;
 * - `pay_out`: frozen → the payout provider's clearing account once the transfer is paid;
 * - `unfreeze`: frozen → back to available when the withdrawal is rejected, failed or cancelled;
 * - `appeal_refund` (appeals): the refunded amount is taken back from the settlement, the lawyer's share and
 *   the platform's commission in proportion, from pending while held or from available once released.
 */
export type MoneyEffect =
  | 'capture'
  | 'refund_all'
  | 'refund_part'
  | 'refund_held_part'
  | 'settle'
  | 'refund_late_payment'
  | 'freeze'
  | 'pay_out'
  | 'unfreeze'
  | 'appeal_refund';

export interface LifecycleState<S extends string> {
  key: S;
  /** The seed's enum value for this state, when the seed names it (e.g. service three-state 0/1/2). */
  seedValue: number | null;
  label: string;
  terminal: boolean;
}

export interface LifecycleTransition<S extends string, N extends string> {
  name: N;
  from: readonly S[];
  /** The state after; null: the order stays in the state it was in (an event that moves money or flags). */
  to: S | null;
  actors: readonly Actor[];
  /** The button or timeline text. */
  label: string;
  money: MoneyEffect | null;
  /** What the actor must give: a reason, a delivery note, a refund amount… (checked by the request schema). */
  needs?:
    | 'reason'
    | 'delivery'
    | 'refund_request'
    | 'refund_answer'
    | 'refund_amount'
    | 'lawyer'
    | 'appointment_time';
  /**
   * Conditions on the order besides its state (all must hold), named for the server's guards: `delivered`,
   * `not_delivered`, `refund_open`, `no_refund_open`, `refund_unanswered` (a refund request is open and
   * the lawyer has not answered it), `refund_heard` (a refund request is open and the lawyer answered it or
   * let REFUND_ANSWER_HOURS pass: an operator may decide), and `met_possible` (the appointment time has
   * passed and no refund request is open), `not_downloaded` (a document order whose buyer has not yet
   * downloaded or read the document).
   */
  guard?: LifecycleGuard | readonly LifecycleGuard[];
}

export type LifecycleGuard =
  | 'delivered'
  | 'not_delivered'
  | 'refund_open'
  | 'no_refund_open'
  | 'refund_unanswered'
  | 'refund_heard'
  | 'met_possible'
  | 'not_downloaded';

export interface LifecycleTimer<S extends string, N extends string> {
  state: S;
  /** Milliseconds after `from`: the moment the order entered the state, was delivered, or was booked for. */
  afterMs: number;
  from: 'entered' | 'delivered' | 'appointment_time';
  transition: N;
  /** The timer waits while this holds (an open refund request pauses auto-completion). */
  pausedWhile?: 'refund_open';
}

export interface Lifecycle<S extends string, N extends string> {
  kind: 'service' | 'appointment' | 'document' | 'withdrawal' | 'appeal';
  title: string;
  initial: S;
  states: readonly LifecycleState<S>[];
  transitions: readonly LifecycleTransition<S, N>[];
  timers: readonly LifecycleTimer<S, N>[];
}

/** The transition named `name`; throws for a name the table does not have (a programming error). */
export function transitionNamed<S extends string, N extends string>(
  lifecycle: Lifecycle<S, N>,
  name: N,
): LifecycleTransition<S, N> {
  const found = lifecycle.transitions.find((transition) => transition.name === name);
  if (!found) throw new Error(`${lifecycle.kind} lifecycle has no transition ${name}`);
  return found;
}

/** The transitions a person in `role` may take from `state`: the buttons to show. */
export function actionsFor<S extends string, N extends string>(
  lifecycle: Lifecycle<S, N>,
  state: S,
  role: PersonActor,
): LifecycleTransition<S, N>[] {
  return lifecycle.transitions.filter(
    (transition) => transition.from.includes(state) && transition.actors.includes(role),
  );
}

/**
 * The order waits in `state` for a payment to move it on: a transition from `state` taken by the
 * `payment` actor (the provider's notify) leads to another state. The customer is then offered 去支付
 * (a button for no person's transition: paying is the provider's). Payment events that leave the order
 * where it is (a late or repeated payment sent back) do not count.
 */
export function awaitsPayment<S extends string, N extends string>(
  lifecycle: Lifecycle<S, N>,
  state: S,
): boolean {
  return lifecycle.transitions.some(
    (transition) =>
      transition.from.includes(state) && transition.actors.includes('payment') && transition.to !== null,
  );
}

export function stateNamed<S extends string, N extends string>(
  lifecycle: Lifecycle<S, N>,
  key: S,
): LifecycleState<S> {
  const found = lifecycle.states.find((state) => state.key === key);
  if (!found) throw new Error(`${lifecycle.kind} lifecycle has no state ${key}`);
  return found;
}
