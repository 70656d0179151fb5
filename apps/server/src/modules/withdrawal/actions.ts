import {
  transitionNamed,
  WITHDRAWAL_LIFECYCLE,
  type Actor,
  type WithdrawalStateKey,
  type WithdrawalTransitionName,
} from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import type { WithdrawalRow } from '../../core/db/schema-withdrawals';
import { lifecycleTimerKind } from '../../core/lifecycle/lifecycle-timers';
import { createOrderEventsRepo } from '../../core/lifecycle/order-events-repo';
import { applyTransition } from '../../core/lifecycle/transition';
import { postJournal } from '../../core/ledger/journal';
import { createTimerRepo } from '../../core/timers/timer-repo';
import { NO_NOTICES, type Notifier } from '../notification/notifier';
import { withdrawalJournal } from './journals';
import { withdrawalNotices } from './notices';
import { createWithdrawalRepo, WITHDRAWAL_KIND, withdrawalStore } from './repo';

const FINAL: readonly WithdrawalStateKey[] = WITHDRAWAL_LIFECYCLE.states
  .filter((state) => state.terminal)
  .map((state) => state.key);

export const withdrawalTimerKind = (transition: WithdrawalTransitionName): string =>
  lifecycleTimerKind(WITHDRAWAL_KIND, transition);

export interface WithdrawalActInput {
  row: WithdrawalRow;
  transition: WithdrawalTransitionName;
  actor: { kind: Actor; id: number | null };
  /** Columns set besides the state (approver, bill number, receipt, package). */
  changes?: Record<string, unknown>;
  /** The reason shown to the lawyer (rejected, failed), also the event's note. */
  reason?: string | null;
  note?: string | null;
  /** Writes that commit with the transition (the console's audit entry). */
  alsoWithin?: (trx: Kysely<Database>) => Promise<void>;
  firedBy?: number;
}

/**
 * Taking a withdrawal's transitions (the one transition function, with the table's money effect as its
 * journal): ending states stamp `finished_at` and keep the reason; entering 待确认收款 schedules the table's
 * timers (12 h reminder, 24 h expiry); the lawyer's notice is recorded in the transaction and pushed after it.
 */
export function createWithdrawalActions(deps: { db: Kysely<Database>; clock: Clock; notifier: Notifier }) {
  const { db, clock } = deps;

  async function act(input: WithdrawalActInput): Promise<WithdrawalRow> {
    const { row } = input;
    const transition = transitionNamed(WITHDRAWAL_LIFECYCLE, input.transition);
    const to = transition.to ?? row.state;
    const now = clock.now();
    const reason = input.reason ?? null;
    let notices = NO_NOTICES;
    await applyTransition(db, {
      lifecycle: WITHDRAWAL_LIFECYCLE,
      store: withdrawalStore,
      order: { id: row.id, state: row.state, version: Number(row.version) },
      transition: input.transition,
      actor: input.actor,
      now,
      changes: {
        ...input.changes,
        ...(FINAL.includes(to) && to !== row.state ? { finished_at: now } : {}),
        ...(reason !== null ? { reason } : {}),
      },
      journals: transition.money ? [withdrawalJournal(transition.money, row)] : [],
      amount: transition.money ? Number(row.amount) : null,
      note: input.note ?? reason,
      firedBy: input.firedBy,
      within: async (trx) => {
        if (to === 'waiting_confirmation' && row.state !== 'waiting_confirmation') {
          for (const timer of WITHDRAWAL_LIFECYCLE.timers) {
            await createTimerRepo(trx).replace(
              {
                kind: withdrawalTimerKind(timer.transition),
                refKind: WITHDRAWAL_KIND,
                refId: row.id,
                dueAt: now + timer.afterMs,
              },
              now,
            );
          }
        }
        await input.alsoWithin?.(trx);
        const items = await withdrawalNotices(trx, { row, transition: input.transition, reason });
        notices = await deps.notifier.record(trx, items, now);
      },
    });
    await deps.notifier.push(notices);
    return (await createWithdrawalRepo(db).findById(row.id))!;
  }

  return { act };
}

export type WithdrawalActions = ReturnType<typeof createWithdrawalActions>;

/**
 * The request's own writes, in the transaction that inserts the row: the `request` event (the table's creation
 * transition: it leaves no earlier state) and its money effect, the freeze (available → frozen).
 */
export async function recordWithdrawalRequest(
  trx: Kysely<Database>,
  row: Pick<WithdrawalRow, 'id' | 'lawyer_id' | 'amount' | 'provider'>,
  now: number,
): Promise<void> {
  const request = transitionNamed(WITHDRAWAL_LIFECYCLE, 'request');
  await createOrderEventsRepo(trx).insert({
    orderKind: WITHDRAWAL_KIND,
    orderId: row.id,
    transition: request.name,
    from: '',
    to: WITHDRAWAL_LIFECYCLE.initial,
    actor: { kind: 'lawyer', id: row.lawyer_id },
    amount: Number(row.amount),
    note: null,
    now,
  });
  await postJournal(
    trx,
    { ...withdrawalJournal(request.money!, row), order: { kind: WITHDRAWAL_KIND, id: row.id } },
    now,
  );
}
