import {
  APPOINTMENT_GROUP_LABELS,
  APPOINTMENT_GROUPS,
  APPOINTMENT_LIFECYCLE,
  formatFen,
  stateNamed,
  type AppointmentDetail,
  type AppointmentStateKey,
} from '@lawbridge/contract';
import type { GroupTab } from '../../components/group-tabs';
import { formatDateTime } from '../../lib/format';
import { refundOpenText } from '../orders/refund-text';
import type { AppointmentFilter } from './api/appointment-keys';

const UNPAID_MS = 15 * 60_000;
const AUTO_FINISH_MS = 72 * 3_600_000;

export const appointmentStateLabel = (state: AppointmentStateKey) =>
  stateNamed(APPOINTMENT_LIFECYCLE, state).label;

/** The button or timeline text of a transition, from the lifecycle table; unknown names as they are. */
export function appointmentActionLabel(name: string): string {
  return APPOINTMENT_LIFECYCLE.transitions.find((transition) => transition.name === name)?.label ?? name;
}

/**
 * 预约记录's tabs: 全部, then the groups in the order an appointment passes them (docs/decisions.md). Each
 * appointment is in exactly one group: 待接单 holds both waits, 已取消 every end without a meeting.
 */
export const APPOINTMENT_TABS: readonly GroupTab<AppointmentFilter>[] = [
  { key: 'all', title: '全部' },
  ...APPOINTMENT_GROUPS.map((group) => ({ key: group, title: APPOINTMENT_GROUP_LABELS[group] })),
];

/** The moment of the next automatic step: the server's, or the lifecycle timer's from what the page knows. */
function deadline(order: AppointmentDetail, fallback: number | null): string | null {
  const at = order.next_deadline_at ?? fallback;
  return at === null ? null : formatDateTime(at);
}

/** Whether the appointment time has come (by the device clock; the server's `actions` decide). */
export const appointmentTimeReached = (order: Pick<AppointmentDetail, 'appointment_at'>, now: number) =>
  now >= order.appointment_at;

/** What happens next and when, for the customer's status header. */
export function customerNextStep(order: AppointmentDetail, now: number): string {
  const at = formatDateTime(order.appointment_at);
  switch (order.state) {
    case 'unpaid':
      return `请在 ${deadline(order, order.created_at + UNPAID_MS)} 前完成支付，超时预约将自动取消`;
    case 'waiting_platform':
      return order.lawyer_chosen
        ? '平台正在确认您选择的律师，确认后将通知律师与您联系'
        : '平台正在为您匹配合适的律师，分配后将通知律师与您联系';
    case 'waiting_lawyer': {
      const until = deadline(order, null);
      return until
        ? `已为您安排律师，等待律师确认；${until} 前未确认将由平台重新分配`
        : '已为您安排律师，等待律师确认';
    }
    case 'time_proposed':
      return order.proposed_at === null
        ? '律师建议了新的预约时间，请确认'
        : `律师建议改为 ${formatDateTime(order.proposed_at)}，请在 ${deadline(order, null) ?? '24小时内'} 前确认；不接受将由平台重新安排律师`;
    case 'receive': {
      if (order.refund_open) return refundOpenText(order.refund_requests, 'customer');
      if (!appointmentTimeReached(order, now)) return `律师已接单，请于 ${at} 按约面谈，可直接电话联系律师`;
      const until = deadline(order, order.appointment_at + AUTO_FINISH_MS);
      return `面谈后律师将确认完成；${until} 将自动完成`;
    }
    case 'finished':
      return '预约已完成，感谢您的信任';
    case 'cancelled':
      return order.refunded_amount < order.paid_amount
        ? `预约已取消，部分款项（¥${formatFen(order.refunded_amount)}）已原路退回`
        : '预约已取消，已付款项将原路退回';
    case 'reject':
      return '平台未能安排本次预约，已付款项将全额原路退回';
    case 'closed':
      return '预约已关闭';
  }
}

/**
 * Where the lawyer's card will be while none is assigned: an unpaid appointment waits for payment before the
 * platform arranges anyone; only a paid one is being arranged (issue 18).
 */
export function unassignedLawyerText(state: AppointmentStateKey): string {
  return state === 'unpaid'
    ? '支付后平台将为您安排律师，安排后将在这里显示律师信息'
    : '平台正在为您安排律师，安排后将在这里显示律师信息';
}

/** What happens next and when, for the lawyer's status header. */
export function lawyerNextStep(order: AppointmentDetail, now: number): string {
  const at = formatDateTime(order.appointment_at);
  switch (order.state) {
    case 'waiting_lawyer': {
      const until = deadline(order, null);
      return until
        ? `请在 ${until} 前确认是否接受，超时将由平台重新分配`
        : '请在24小时内确认是否接受，超时将由平台重新分配';
    }
    case 'receive':
      if (order.refund_open) return refundOpenText(order.refund_requests, 'lawyer');
      // The server's clock decides when 已面谈 opens; its `actions` say so before the device clock might.
      if (!order.actions.includes('mark_met') && !appointmentTimeReached(order, now)) {
        return `请于 ${at} 与用户面谈，可直接电话联系用户`;
      }
      return `面谈后请标记已面谈；${deadline(order, order.appointment_at + AUTO_FINISH_MS)} 将自动完成`;
    case 'finished':
      return '预约已完成';
    case 'time_proposed':
      return order.proposed_at === null
        ? '已向用户建议新的时间，等待用户确认'
        : `已建议改为 ${formatDateTime(order.proposed_at)}，等待用户确认；用户不接受将由平台重新安排`;
    case 'waiting_platform':
      return '您未接受该预约，平台将为用户另行安排律师';
    case 'cancelled':
      return order.refunded_amount < order.paid_amount
        ? '预约已取消，部分款项已退给用户，其余已结算给您'
        : '用户已取消预约，款项已退回用户';
    default:
      return `预约${order.state_label}`;
  }
}
