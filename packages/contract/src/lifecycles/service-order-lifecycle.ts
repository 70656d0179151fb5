import { ServiceState } from '../enums';
import type { Lifecycle } from './lifecycle';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export type ServiceOrderStateKey = 'unpaid' | 'waiting' | 'pending' | 'finish' | 'closed' | 'cancelled';
export type ServiceOrderTransitionName =
  | 'pay'
  | 'close'
  | 'accept'
  | 'reject'
  | 'cancel'
  | 'accept_timeout'
  | 'deliver'
  | 'confirm'
  | 'auto_finish'
  | 'request_refund'
  | 'agree_refund'
  | 'answer_refund'
  | 'refund_full'
  | 'refund_partial'
  | 'refund_refused'
  | 'operator_cancel'
  | 'operator_refund'
  | 'refund_late_payment';

/** Service orders (PRODUCT §6): the seed's three-state for the paid part, plus unpaid, closed and cancelled. */
export const SERVICE_ORDER_LIFECYCLE: Lifecycle<ServiceOrderStateKey, ServiceOrderTransitionName> = {
  kind: 'service',
  title: '在线服务订单',
  initial: 'unpaid',
  states: [
    { key: 'unpaid', seedValue: null, label: '待支付', terminal: false },
    {
      key: 'waiting',
      seedValue: ServiceState.waiting.value,
      label: ServiceState.waiting.label,
      terminal: false,
    },
    {
      key: 'pending',
      seedValue: ServiceState.pending.value,
      label: ServiceState.pending.label,
      terminal: false,
    },
    { key: 'finish', seedValue: ServiceState.finish.value, label: ServiceState.finish.label, terminal: true },
    { key: 'closed', seedValue: null, label: '已关闭', terminal: true },
    { key: 'cancelled', seedValue: null, label: '已取消', terminal: true },
  ],
  transitions: [
    {
      name: 'pay',
      from: ['unpaid'],
      to: 'waiting',
      actors: ['payment'],
      label: '支付成功',
      money: 'capture',
    },
    {
      name: 'close',
      from: ['unpaid'],
      to: 'closed',
      actors: ['customer', 'system'],
      label: '取消订单',
      money: null,
    },
    { name: 'accept', from: ['waiting'], to: 'pending', actors: ['lawyer'], label: '接单', money: null },
    {
      name: 'reject',
      from: ['waiting'],
      to: 'cancelled',
      actors: ['lawyer'],
      label: '拒绝接单',
      money: 'refund_all',
      needs: 'reason',
    },
    {
      name: 'cancel',
      from: ['waiting'],
      to: 'cancelled',
      actors: ['customer'],
      label: '取消订单',
      money: 'refund_all',
    },
    {
      name: 'accept_timeout',
      from: ['waiting'],
      to: 'cancelled',
      actors: ['system'],
      label: '律师超时未接单',
      money: 'refund_all',
    },
    {
      name: 'deliver',
      from: ['pending'],
      to: 'pending',
      actors: ['lawyer'],
      label: '标记已交付',
      money: null,
      needs: 'delivery',
      guard: 'not_delivered',
    },
    {
      name: 'confirm',
      from: ['pending'],
      to: 'finish',
      actors: ['customer'],
      label: '确认完成',
      money: 'settle',
      // Not while the customer's own refund request waits for an operator: it would finish the order under it.
      guard: ['delivered', 'no_refund_open'],
    },
    {
      name: 'auto_finish',
      from: ['pending'],
      to: 'finish',
      actors: ['system'],
      label: '交付72小时后自动完成',
      money: 'settle',
      guard: 'no_refund_open',
    },
    {
      name: 'request_refund',
      from: ['pending'],
      to: 'pending',
      actors: ['customer'],
      label: '申请退款',
      money: null,
      needs: 'refund_request',
      guard: 'no_refund_open',
    },
    {
      name: 'agree_refund',
      from: ['pending'],
      to: 'cancelled',
      actors: ['lawyer'],
      label: '律师同意退款',
      money: 'refund_all',
      guard: 'refund_open',
    },
    {
      name: 'answer_refund',
      from: ['pending'],
      to: null,
      actors: ['lawyer'],
      label: '律师说明情况',
      money: null,
      needs: 'refund_answer',
      guard: 'refund_unanswered',
    },
    {
      name: 'refund_full',
      from: ['pending'],
      to: 'cancelled',
      actors: ['operator'],
      label: '全额退款',
      money: 'refund_all',
      guard: ['refund_open', 'refund_heard'],
    },
    {
      name: 'refund_partial',
      from: ['pending'],
      to: 'finish',
      actors: ['operator'],
      label: '部分退款',
      money: 'refund_part',
      needs: 'refund_amount',
      guard: ['refund_open', 'refund_heard'],
    },
    {
      name: 'refund_refused',
      from: ['pending'],
      to: 'pending',
      actors: ['operator'],
      label: '不予退款',
      money: null,
      needs: 'reason',
      guard: ['refund_open', 'refund_heard'],
    },
    // An operator's intervention on a paid order still in progress (PRODUCT §16, issue 18), with a reason
    // both sides read; not while a refund request is open (the request is decided instead, once the lawyer
    // was heard) and not once finished (the customer's appeal is the way then).
    {
      name: 'operator_cancel',
      from: ['waiting', 'pending'],
      to: 'cancelled',
      actors: ['operator'],
      label: '平台取消订单并全额退款',
      money: 'refund_all',
      needs: 'reason',
      guard: 'no_refund_open',
    },
    {
      name: 'operator_refund',
      from: ['waiting', 'pending'],
      to: null,
      actors: ['operator'],
      label: '平台部分退款',
      money: 'refund_held_part',
      needs: 'refund_amount',
      guard: 'no_refund_open',
    },
    {
      name: 'refund_late_payment',
      from: ['closed', 'cancelled', 'waiting', 'pending', 'finish'],
      to: null,
      actors: ['payment'],
      label: '重复或迟到的支付，原路退回',
      money: 'refund_late_payment',
    },
  ],
  timers: [
    { state: 'unpaid', afterMs: 15 * MINUTE, from: 'entered', transition: 'close' },
    { state: 'waiting', afterMs: 24 * HOUR, from: 'entered', transition: 'accept_timeout' },
    {
      state: 'pending',
      afterMs: 72 * HOUR,
      from: 'delivered',
      transition: 'auto_finish',
      pausedWhile: 'refund_open',
    },
  ],
};
