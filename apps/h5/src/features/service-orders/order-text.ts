import {
  SERVICE_ORDER_LIFECYCLE,
  stateNamed,
  transitionNamed,
  type ServiceOrderDetail,
  type ServiceOrderStateKey,
  type ServiceOrderTransitionName,
} from '@lawbridge/contract';
import { formatDateTime } from '../../lib/format';
import { refundOpenText } from '../orders/refund-text';

const UNPAID_MINUTES = 15;

export const stateLabel = (state: ServiceOrderStateKey) => stateNamed(SERVICE_ORDER_LIFECYCLE, state).label;

/** The button or timeline text of a transition, from the lifecycle table; unknown names as they are. */
export function transitionLabel(name: string): string {
  const found = SERVICE_ORDER_LIFECYCLE.transitions.find((transition) => transition.name === name);
  return found ? transitionNamed(SERVICE_ORDER_LIFECYCLE, found.name).label : name;
}

export const isTransition = (name: string): name is ServiceOrderTransitionName =>
  SERVICE_ORDER_LIFECYCLE.transitions.some((transition) => transition.name === name);

/** What happens next, for the status header: what the viewer waits for or is asked to do. */
export function nextStepText(order: ServiceOrderDetail, viewer: 'customer' | 'lawyer'): string {
  const customer = viewer === 'customer';
  switch (order.state) {
    case 'unpaid':
      return customer
        ? `请在 ${formatDateTime(order.created_at + UNPAID_MINUTES * 60_000)} 前完成支付，超时订单将自动关闭`
        : '等待用户支付';
    case 'waiting':
      return customer ? '律师将在24小时内接单，超时自动退款' : '请在24小时内接单，超时订单将自动取消并退款';
    case 'pending':
      if (order.refund_open) return refundOpenText(order.refund_requests, viewer);
      if (order.delivered_at !== null) {
        return customer
          ? '律师已交付，请确认完成；交付72小时后自动完成'
          : '已交付，等待用户确认；交付72小时后自动完成';
      }
      return customer ? '律师正在为您服务，有问题可随时联系律师' : '请为用户提供服务，完成后标记已交付';
    case 'finish':
      return order.refunded_amount > 0 ? '服务已完成，部分款项已退回' : '服务已完成，感谢您的信任';
    case 'closed':
      return '订单已关闭';
    case 'cancelled':
      return order.paid_amount > 0 ? '订单已取消，已付款项将原路退回' : '订单已取消';
  }
}
