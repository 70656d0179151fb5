import type { LifecycleGuard as Guard, LifecycleTransition } from '@lawbridge/contract';
import { AppError } from '../app-error';

type Guards = LifecycleTransition<string, string>['guard'];

/** What the lifecycle guards read of an order, whatever its kind. */
export interface GuardedOrder {
  refund_open: number;
  /** While a refund request is open: until when the lawyer may answer, and when they did. */
  refund_answer_due_at: number | null;
  refund_answered_at: number | null;
  /** Service orders: when the lawyer delivered. */
  delivered_at?: number | null;
  /** Appointments: the booked time. */
  appointment_at?: number;
  /** Document orders: the buyer's first download or online reading. */
  first_used_at?: number | null;
}

/** What the actor is told when a guard of the table does not hold. */
export const GUARD_REFUSALS: Readonly<Record<Guard, string>> = {
  delivered: '律师尚未交付，暂不能确认完成',
  not_delivered: '订单已交付',
  refund_open: '没有待处理的退款申请',
  no_refund_open: '退款申请正在处理中',
  refund_unanswered: '没有待答复的退款申请',
  refund_heard: '律师答复期内（申请后24小时内），暂不能处理该退款申请',
  met_possible: '预约时间未到或退款申请处理中，暂不能标记已面谈',
  not_downloaded: '文档已下载或阅读，如有问题请提交申诉',
};

function holds(guard: Guard, order: GuardedOrder, now?: number): boolean {
  switch (guard) {
    case 'delivered':
      return order.delivered_at != null;
    case 'not_delivered':
      return order.delivered_at == null;
    case 'refund_open':
      return order.refund_open === 1;
    case 'no_refund_open':
      return order.refund_open !== 1;
    case 'refund_unanswered':
      return order.refund_open === 1 && order.refund_answered_at === null;
    case 'refund_heard':
      return (
        order.refund_open === 1 &&
        (order.refund_answered_at !== null ||
          (now !== undefined && order.refund_answer_due_at !== null && now >= order.refund_answer_due_at))
      );
    case 'met_possible':
      return (
        order.refund_open !== 1 &&
        order.appointment_at !== undefined &&
        now !== undefined &&
        now >= order.appointment_at
      );
    case 'not_downloaded':
      return order.first_used_at == null;
  }
}

const listOf = (guards: Guards): readonly Guard[] =>
  guards === undefined ? [] : typeof guards === 'string' ? [guards] : guards;

/** Whether every guard of a transition from the lifecycle table holds for the order as it is, at `now`. */
export function guardHolds(guards: Guards, order: GuardedOrder, now?: number): boolean {
  return listOf(guards).every((guard) => holds(guard, order, now));
}

/** Refuses (code 7, the first failing guard's own message) a transition whose guards do not all hold. */
export function checkGuard(guards: Guards, order: GuardedOrder, now?: number): void {
  const failing = listOf(guards).find((guard) => !holds(guard, order, now));
  if (failing) throw AppError.common(GUARD_REFUSALS[failing]);
}
