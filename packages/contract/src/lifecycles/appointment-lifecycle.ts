import { AppointmentState } from '../enums';
import type { Lifecycle } from './lifecycle';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export type AppointmentStateKey =
  | 'unpaid'
  | 'waiting_platform'
  | 'waiting_lawyer'
  | 'time_proposed'
  | 'receive'
  | 'reject'
  | 'cancelled'
  | 'closed'
  | 'finished';
export type AppointmentTransitionName =
  | 'pay'
  | 'close'
  | 'assign'
  | 'platform_reject'
  | 'accept'
  | 'decline'
  | 'accept_timeout'
  | 'propose_time'
  | 'accept_time'
  | 'decline_time'
  | 'cancel'
  | 'request_refund'
  | 'agree_refund'
  | 'answer_refund'
  | 'refund_full'
  | 'refund_partial'
  | 'refund_refused'
  | 'mark_met'
  | 'auto_finish'
  | 'refund_late_payment';

/**
 * Offline appointments (PRODUCT §7): the seed's four-state after payment (waiting_platform, waiting_lawyer,
 * receive, reject), plus unpaid, closed, finished (only a meeting that took place), time_proposed (the
 * lawyer proposed another time, the customer answers), and cancelled (every refund before the meeting:
 * the customer's before acceptance, granted at once, and an operator's full or partial refund in receive).
 */
export const APPOINTMENT_LIFECYCLE: Lifecycle<AppointmentStateKey, AppointmentTransitionName> = {
  kind: 'appointment',
  title: '线下咨询预约',
  initial: 'unpaid',
  states: [
    { key: 'unpaid', seedValue: null, label: '待支付', terminal: false },
    {
      key: 'waiting_platform',
      seedValue: AppointmentState.waitingPlatform.value,
      label: AppointmentState.waitingPlatform.label,
      terminal: false,
    },
    {
      key: 'waiting_lawyer',
      seedValue: AppointmentState.waitingLawyer.value,
      label: AppointmentState.waitingLawyer.label,
      terminal: false,
    },
    {
      key: 'time_proposed',
      seedValue: null,
      label: '待确认新时间',
      terminal: false,
    },
    {
      key: 'receive',
      seedValue: AppointmentState.receive.value,
      label: AppointmentState.receive.label,
      terminal: false,
    },
    {
      key: 'reject',
      seedValue: AppointmentState.reject.value,
      label: AppointmentState.reject.label,
      terminal: true,
    },
    { key: 'cancelled', seedValue: null, label: '已取消', terminal: true },
    { key: 'closed', seedValue: null, label: '已关闭', terminal: true },
    { key: 'finished', seedValue: null, label: '已完成', terminal: true },
  ],
  transitions: [
    {
      name: 'pay',
      from: ['unpaid'],
      to: 'waiting_platform',
      actors: ['payment'],
      label: '支付成功',
      money: 'capture',
    },
    {
      name: 'close',
      from: ['unpaid'],
      to: 'closed',
      actors: ['customer', 'system'],
      label: '取消预约',
      money: null,
    },
    {
      name: 'assign',
      from: ['waiting_platform'],
      to: 'waiting_lawyer',
      actors: ['operator'],
      label: '分配律师',
      money: null,
      needs: 'lawyer',
    },
    {
      name: 'platform_reject',
      from: ['waiting_platform'],
      to: 'reject',
      actors: ['operator'],
      label: '平台拒绝',
      money: 'refund_all',
      needs: 'reason',
    },
    {
      name: 'accept',
      from: ['waiting_lawyer'],
      to: 'receive',
      actors: ['lawyer'],
      label: '接受预约',
      money: null,
    },
    {
      name: 'decline',
      from: ['waiting_lawyer'],
      to: 'waiting_platform',
      actors: ['lawyer'],
      label: '拒绝预约',
      money: null,
      needs: 'reason',
    },
    {
      name: 'accept_timeout',
      from: ['waiting_lawyer'],
      to: 'waiting_platform',
      actors: ['system'],
      label: '律师超时未确认，重新分配',
      money: null,
    },
    {
      name: 'propose_time',
      from: ['waiting_lawyer'],
      to: 'time_proposed',
      actors: ['lawyer'],
      label: '建议其他时间',
      money: null,
      needs: 'appointment_time',
    },
    {
      name: 'accept_time',
      from: ['time_proposed'],
      to: 'receive',
      actors: ['customer'],
      label: '接受新时间',
      money: null,
    },
    {
      name: 'decline_time',
      from: ['time_proposed'],
      to: 'waiting_platform',
      actors: ['customer', 'system'],
      label: '不接受新时间',
      money: null,
    },
    {
      name: 'cancel',
      from: ['waiting_platform', 'waiting_lawyer', 'time_proposed'],
      to: 'cancelled',
      actors: ['customer'],
      label: '申请退款',
      money: 'refund_all',
      needs: 'refund_request',
    },
    {
      name: 'request_refund',
      from: ['receive'],
      to: 'receive',
      actors: ['customer'],
      label: '申请退款',
      money: null,
      needs: 'refund_request',
      guard: 'no_refund_open',
    },
    {
      name: 'agree_refund',
      from: ['receive'],
      to: 'cancelled',
      actors: ['lawyer'],
      label: '律师同意退款',
      money: 'refund_all',
      guard: 'refund_open',
    },
    {
      name: 'answer_refund',
      from: ['receive'],
      to: null,
      actors: ['lawyer'],
      label: '律师说明情况',
      money: null,
      needs: 'refund_answer',
      guard: 'refund_unanswered',
    },
    {
      name: 'refund_full',
      from: ['receive'],
      to: 'cancelled',
      actors: ['operator'],
      label: '全额退款',
      money: 'refund_all',
      guard: ['refund_open', 'refund_heard'],
    },
    {
      name: 'refund_partial',
      from: ['receive'],
      to: 'cancelled',
      actors: ['operator'],
      label: '部分退款',
      money: 'refund_part',
      needs: 'refund_amount',
      guard: ['refund_open', 'refund_heard'],
    },
    {
      name: 'refund_refused',
      from: ['receive'],
      to: 'receive',
      actors: ['operator'],
      label: '不予退款',
      money: null,
      needs: 'reason',
      guard: ['refund_open', 'refund_heard'],
    },
    {
      name: 'mark_met',
      from: ['receive'],
      to: 'finished',
      actors: ['lawyer'],
      label: '已面谈',
      money: 'settle',
      guard: 'met_possible',
    },
    {
      name: 'auto_finish',
      from: ['receive'],
      to: 'finished',
      actors: ['system'],
      label: '预约时间72小时后自动完成',
      money: 'settle',
      guard: 'no_refund_open',
    },
    {
      name: 'refund_late_payment',
      from: [
        'waiting_platform',
        'waiting_lawyer',
        'time_proposed',
        'receive',
        'reject',
        'cancelled',
        'closed',
        'finished',
      ],
      to: null,
      actors: ['payment'],
      label: '重复或迟到的支付，原路退回',
      money: 'refund_late_payment',
    },
  ],
  timers: [
    { state: 'unpaid', afterMs: 15 * MINUTE, from: 'entered', transition: 'close' },
    { state: 'waiting_lawyer', afterMs: 24 * HOUR, from: 'entered', transition: 'accept_timeout' },
    { state: 'time_proposed', afterMs: 24 * HOUR, from: 'entered', transition: 'decline_time' },
    {
      state: 'receive',
      afterMs: 72 * HOUR,
      from: 'appointment_time',
      transition: 'auto_finish',
      pausedWhile: 'refund_open',
    },
  ],
};
