import {
  APPEAL_LIFECYCLE,
  APPEAL_WINDOW_DAYS,
  TRANSCRIPT_MAX,
  ApiCode,
  transitionNamed,
  type Actor,
  type AppealCreateBody,
  type AppealStateKey,
  type AppealTransitionName,
} from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { Database } from '../../core/db/schema';
import type { AppealRow } from '../../core/db/schema-appeals';
import { lifecycleTimerKind } from '../../core/lifecycle/lifecycle-timers';
import { applyTransition, MSG_STATE_CHANGED } from '../../core/lifecycle/transition';
import { createTimerRepo } from '../../core/timers/timer-repo';
import type { TimerWorker } from '../../core/timers/timer-worker';
import type { PaymentProvider } from '../../providers/payment';
import { NO_NOTICES, type Notifier } from '../notification/notifier';
import { checkOwnUploads } from '../order/attached-uploads';
import { MSG_REFUND_TOO_LARGE } from '../order/order-actions';
import type { Refunds } from '../payment/refunds';
import { endAppealHold, holdForAppeal } from '../wallet/fund-holds';
import { planAppealRefund, takeBackPlanned } from './appeal-money';
import { createAppealedOrders, type AppealedOrder } from './appealed-orders';
import { appealNotices } from './notices';
import { APPEAL_KIND, appealStore, createAppealRepo, isOpenAppeal } from './repo';
import { createStrikes } from './strikes';

const DAY_MS = 24 * 3_600_000;

export const APPEAL_MSG = {
  notFinished: '订单完成后才能申诉',
  windowPassed: `订单完成已超过${APPEAL_WINDOW_DAYS}天，不能再申诉`,
  alreadyOpen: '该订单已有处理中的申诉',
  nothingRefundable: '该订单已全额退款，无需申诉',
  noLawyer: '该订单没有服务律师，无法申诉',
} as const;

/** What a transition carries besides its name (checked by the request schema before it gets here). */
export interface AppealActionDetails {
  /** The lawyer's offer or the operator's partial refund, in fen. */
  amount?: number;
  text?: string | null;
  /** The lawyer's images with a contest (upload ids). */
  images?: readonly string[];
  /** The operator's reason code. */
  reasonCode?: string;
}

/** The moment after which the order can no longer be appealed; null before completion. */
export const appealDeadlineOf = (order: AppealedOrder): number | null =>
  order.finished_at === null ? null : order.finished_at + APPEAL_WINDOW_DAYS * DAY_MS;

/** Why the order cannot be appealed now, or null when it can (PRODUCT §12a). */
export function appealRefusal(order: AppealedOrder, openAppeal: boolean, now: number): string | null {
  const deadline = appealDeadlineOf(order);
  if (!order.finished || deadline === null) return APPEAL_MSG.notFinished;
  if (order.lawyer_id === null) return APPEAL_MSG.noLawyer;
  if (now > deadline) return APPEAL_MSG.windowPassed;
  if (openAppeal) return APPEAL_MSG.alreadyOpen;
  if (order.paid_amount - order.refunded_amount <= 0) return APPEAL_MSG.nothingRefundable;
  return null;
}

const REFUNDS: ReadonlySet<AppealTransitionName> = new Set(['accept_offer', 'refund_full', 'refund_partial']);
const DECISIONS: ReadonlySet<AppealTransitionName> = new Set(['refund_full', 'refund_partial', 'reject']);

/** The refund a transition grants, in fen; 0 for the others. */
function refundOf(
  transition: AppealTransitionName,
  appeal: AppealRow,
  order: AppealedOrder,
  amount?: number,
) {
  if (transition === 'accept_offer') return appeal.offer_amount ?? 0;
  if (transition === 'refund_full') return order.paid_amount - order.refunded_amount;
  if (transition === 'refund_partial') return amount ?? 0;
  return 0;
}

/** The appeal's columns a transition sets besides the state. */
function changesFor(
  transition: AppealTransitionName,
  input: { refund: number; details: AppealActionDetails; operatorId: number | null; now: number },
): Record<string, unknown> {
  const { details, now } = input;
  if (transition === 'offer') {
    return {
      answer_kind: 'offer',
      offer_amount: details.amount,
      answer_text: details.text ?? null,
      answered_at: now,
    };
  }
  if (transition === 'contest')
    return { answer_kind: 'contest', answer_text: details.text, answered_at: now };
  if (transition === 'accept_offer') return { refund_amount: input.refund, decided_at: now };
  if (DECISIONS.has(transition)) {
    return {
      refund_amount: input.refund > 0 ? input.refund : null,
      decision_reason: details.reasonCode,
      decision_text: details.text,
      decided_by: input.operatorId,
      decided_at: now,
    };
  }
  return {};
}

/** Schedules the timers of the lifecycle table that run in `state` from now (the appeal enters it). */
async function scheduleStateTimers(
  trx: Kysely<Database>,
  appealId: number,
  state: AppealStateKey,
  now: number,
) {
  for (const timer of APPEAL_LIFECYCLE.timers) {
    if (timer.state !== state || timer.from !== 'entered') continue;
    await createTimerRepo(trx).replace(
      {
        kind: lifecycleTimerKind(APPEAL_KIND, timer.transition),
        refKind: APPEAL_KIND,
        refId: appealId,
        dueAt: now + timer.afterMs,
      },
      now,
    );
  }
}

/**
 * Appeals (申诉, PRODUCT §12a): created by the order's customer within the window (the chat transcript
 * attached, the order's held income held past its release), then changed only through the transition
 * function. A refund reverses the settlement in proportion (appeal-money.ts), queues the money to the
 * provider through the refund outbox, raises the order's refunded amount and strikes the lawyer, all in
 * the transition's transaction; the hold ends with the appeal.
 */
export function createAppealService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  notifier: Notifier;
  payments: { provider: PaymentProvider; refunds: Refunds };
  /** The lawyer directory's cache: a paused lawyer is no longer 接单中. */
  directory: { invalidate(): void };
}) {
  const { db, clock, notifier } = deps;
  const appeals = createAppealRepo(db);
  const orders = createAppealedOrders(db);

  async function orderOf(appeal: AppealRow): Promise<AppealedOrder> {
    const order = await orders.find(appeal.order_kind, appeal.order_no);
    if (!order) throw new Error(`appeal ${appeal.id}: its order ${appeal.order_no} is gone`);
    return order;
  }

  async function hasOpenAppeal(order: AppealedOrder): Promise<boolean> {
    return (await appeals.ofOrder(order.kind, order.id)).some((appeal) => isOpenAppeal(appeal.state));
  }

  /**
   * The customer's appeal on their order (ownership is the caller's check; the type fits the kind by the
   * request's schema); answers its id. The chat transcript goes with it when the kind has a conversation.
   */
  async function create(input: { customerId: number; order: AppealedOrder; body: AppealCreateBody }) {
    const { order, body, customerId } = input;
    const now = clock.now();
    const refusal = appealRefusal(order, await hasOpenAppeal(order), now);
    if (refusal) throw AppError.common(refusal);
    await checkOwnUploads(db, customerId, { images: body.images, files: [] });
    let notices = NO_NOTICES;
    let id = 0;
    try {
      await db.transaction().execute(async (trx) => {
        const repo = createAppealRepo(trx);
        id = await repo.insert({
          order_kind: order.kind,
          order_id: order.id,
          order_no: order.order_no,
          customer_id: customerId,
          lawyer_id: order.lawyer_id!,
          type: body.type,
          text: body.text,
          created_at: now,
        });
        await repo.addUploads(id, 'customer', body.images);
        if (order.has_chat) {
          await repo.attachTranscript({
            appealId: id,
            customerId,
            lawyerId: order.lawyer_id!,
            since: order.created_at,
            max: TRANSCRIPT_MAX,
          });
        }
        await holdForAppeal(trx, { orderKind: order.kind, orderId: order.id, appealId: id });
        await scheduleStateTimers(trx, id, APPEAL_LIFECYCLE.initial, now);
        const appeal = (await repo.findById(id))!;
        notices = await notifier.record(
          trx,
          await appealNotices(trx, { appeal, title: order.title, event: 'create' }),
          now,
        );
      });
    } catch (error) {
      // Two appeals at once: the one-open-per-order index lets one in.
      if (await hasOpenAppeal(order)) throw AppError.common(APPEAL_MSG.alreadyOpen);
      throw error;
    }
    await notifier.push(notices);
    return id;
  }

  /** Takes a transition of the appeal table as `actor`; the table decides whether that may happen. */
  async function act(input: {
    appeal: AppealRow;
    transition: AppealTransitionName;
    actor: { kind: Actor; id: number | null };
    details?: AppealActionDetails;
    /** Further writes that must commit with the transition (the console's audit entry). */
    alsoWithin?: (trx: Kysely<Database>) => Promise<void>;
    firedBy?: number;
  }): Promise<AppealRow> {
    const { appeal, transition: name, actor } = input;
    const details = input.details ?? {};
    const transition = transitionNamed(APPEAL_LIFECYCLE, name);
    const to = transition.to ?? appeal.state;
    // The table refuses a step from another state before anything about money is asked.
    if (!transition.from.includes(appeal.state)) throw AppError.common(MSG_STATE_CHANGED);
    const now = clock.now();
    const order = await orderOf(appeal);
    const refundable = order.paid_amount - order.refunded_amount;
    const refund = refundOf(name, appeal, order, details.amount);
    const offered = name === 'offer' ? (details.amount ?? 0) : 0;
    if (refund > refundable || offered > refundable) throw AppError.badParams(MSG_REFUND_TOO_LARGE);
    if (name === 'contest')
      await checkOwnUploads(db, actor.id ?? 0, { images: details.images ?? [], files: [] });
    if (REFUNDS.has(name) && refund <= 0) throw AppError.common(APPEAL_MSG.nothingRefundable);
    const planned = REFUNDS.has(name)
      ? await planAppealRefund(db, {
          order,
          lawyerId: appeal.lawyer_id,
          refund,
          provider: deps.payments.provider.name,
        })
      : null;
    let refundNo: string | null = null;
    let notices = NO_NOTICES;
    let paused = false;
    await applyTransition(db, {
      lifecycle: APPEAL_LIFECYCLE,
      store: appealStore,
      order: appeal,
      transition: name,
      actor,
      now,
      changes: changesFor(name, {
        refund,
        details,
        operatorId: actor.kind === 'operator' ? actor.id : null,
        now,
      }),
      journals: planned ? [planned.journal] : [],
      amount: refund > 0 ? refund : offered > 0 ? offered : null,
      note: details.text ?? null,
      firedBy: input.firedBy,
      within: async (trx) => {
        if (name === 'contest')
          await createAppealRepo(trx).addUploads(appeal.id, 'lawyer', details.images ?? []);
        if (planned) {
          if (!(await createAppealedOrders(trx).addRefunded(order, refund, now))) {
            throw AppError.badParams(MSG_REFUND_TOO_LARGE);
          }
          await takeBackPlanned(trx, { order, lawyerId: appeal.lawyer_id, plan: planned.plan });
          refundNo = await deps.payments.refunds.queue(
            trx,
            { orderKind: order.kind, orderId: order.id, orderNo: order.order_no, amount: refund },
            now,
          );
          paused = await createStrikes(trx).strike({
            lawyerId: appeal.lawyer_id,
            appealId: appeal.id,
            refund,
            now,
          });
        }
        if (!isOpenAppeal(to)) {
          await endAppealHold(trx, { orderKind: order.kind, orderId: order.id, appealId: appeal.id });
        }
        if (to !== appeal.state) await scheduleStateTimers(trx, appeal.id, to, now);
        await input.alsoWithin?.(trx);
        const event = {
          appeal,
          title: order.title,
          event: name,
          amount: refund > 0 ? refund : offered,
          reasonCode: details.reasonCode ?? null,
          text: details.text ?? null,
        };
        notices = await notifier.record(trx, await appealNotices(trx, event), now);
      },
    });
    if (paused) deps.directory.invalidate();
    if (refundNo) await deps.payments.refunds.send(refundNo);
    await notifier.push(notices);
    return (await appeals.findById(appeal.id))!;
  }

  /** A lifecycle timer fell due (actor `system`); an appeal that moved on, or whose timer ended, needs nothing. */
  async function fireTimer(input: { appealId: number; transition: AppealTransitionName; timerId: number }) {
    const appeal = await appeals.findById(input.appealId);
    const timer = APPEAL_LIFECYCLE.timers.find((item) => item.transition === input.transition);
    if (!appeal || !timer || appeal.state !== timer.state) return;
    try {
      await act({
        appeal,
        transition: input.transition,
        actor: { kind: 'system', id: null },
        firedBy: input.timerId,
      });
    } catch (error) {
      if (error instanceof AppError && error.code === ApiCode.common.value) return;
      throw error;
    }
  }

  /** Hands each appeal timer kind of the lifecycle table to `fireTimer`. */
  function registerTimers(worker: TimerWorker): void {
    for (const timer of APPEAL_LIFECYCLE.timers) {
      worker.handle(lifecycleTimerKind(APPEAL_KIND, timer.transition), (row) =>
        fireTimer({ appealId: row.ref_id, transition: timer.transition, timerId: row.id }),
      );
    }
  }

  return { create, act, registerTimers, orderOf, findOrder: orders.find };
}

export type AppealService = ReturnType<typeof createAppealService>;
