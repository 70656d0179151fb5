import type { Lifecycle } from './lifecycle';

const HOUR = 3_600_000;

export type WithdrawalStateKey =
  | 'requested'
  | 'approved'
  | 'processing'
  | 'waiting_confirmation'
  | 'paid'
  | 'failed'
  | 'cancelled'
  | 'rejected';
export type WithdrawalTransitionName =
  | 'request'
  | 'first_approve'
  | 'approve'
  | 'reject'
  | 'submit'
  | 'await_confirmation'
  | 'remind'
  | 'pay'
  | 'fail'
  | 'cancel'
  | 'expire';

/**
 * Withdrawals (提现, PRODUCT §11). The request freezes the amount (available → frozen) as the row is written:
 * `request` is the creation event (it leaves no earlier state, so the diagram draws it as `[*] --> requested`).
 * An operator approves (above `withdrawal_second_approval_fen` a first approval by one operator, then the
 * approval by another: `first_approve` keeps the state); the server then submits the bill to the payout provider
 * (`submit`: processing). The provider's answers, verified notifies and queries (`payment` actor) move it on:
 * waiting for the lawyer's confirmation (微信零钱), paid (frozen → payout clearing), failed or cancelled (funds back).
 * Bank transfers (`manual`) stay processing until an operator records them paid (with the receipt number) or failed.
 * An unconfirmed transfer is cancelled at the provider by an operator (`cancel`) or after 24 h (`expire`); funds go
 * back only once the provider says the bill is cancelled.
 */
export const WITHDRAWAL_LIFECYCLE: Lifecycle<WithdrawalStateKey, WithdrawalTransitionName> = {
  kind: 'withdrawal',
  title: '提现',
  initial: 'requested',
  states: [
    { key: 'requested', seedValue: null, label: '待审核', terminal: false },
    { key: 'approved', seedValue: null, label: '待打款', terminal: false },
    { key: 'processing', seedValue: null, label: '打款中', terminal: false },
    { key: 'waiting_confirmation', seedValue: null, label: '待确认收款', terminal: false },
    { key: 'paid', seedValue: null, label: '已到账', terminal: true },
    { key: 'failed', seedValue: null, label: '失败', terminal: true },
    { key: 'cancelled', seedValue: null, label: '已取消', terminal: true },
    { key: 'rejected', seedValue: null, label: '已驳回', terminal: true },
  ],
  transitions: [
    {
      name: 'request',
      from: [],
      to: 'requested',
      actors: ['lawyer'],
      label: '申请提现',
      money: 'freeze',
    },
    {
      name: 'first_approve',
      from: ['requested'],
      to: null,
      actors: ['operator'],
      label: '初审通过，待另一位运营复核',
      money: null,
    },
    {
      name: 'approve',
      from: ['requested'],
      to: 'approved',
      actors: ['operator', 'system'],
      label: '审核通过',
      money: null,
    },
    {
      name: 'reject',
      from: ['requested'],
      to: 'rejected',
      actors: ['operator'],
      label: '驳回提现',
      money: 'unfreeze',
      needs: 'reason',
    },
    {
      name: 'submit',
      from: ['approved'],
      to: 'processing',
      actors: ['system'],
      label: '已提交打款',
      money: null,
    },
    {
      name: 'await_confirmation',
      from: ['approved', 'processing'],
      to: 'waiting_confirmation',
      actors: ['payment'],
      label: '待律师确认收款',
      money: null,
    },
    {
      name: 'remind',
      from: ['waiting_confirmation'],
      to: null,
      actors: ['system'],
      label: '提醒律师确认收款',
      money: null,
    },
    {
      name: 'pay',
      from: ['approved', 'processing', 'waiting_confirmation'],
      to: 'paid',
      actors: ['payment', 'operator'],
      label: '已到账',
      money: 'pay_out',
    },
    {
      name: 'fail',
      from: ['approved', 'processing', 'waiting_confirmation'],
      to: 'failed',
      actors: ['payment', 'operator'],
      label: '打款失败，金额已退回',
      money: 'unfreeze',
      needs: 'reason',
    },
    {
      name: 'cancel',
      from: ['approved', 'processing', 'waiting_confirmation'],
      to: 'cancelled',
      actors: ['payment', 'operator'],
      label: '转账已撤销，金额已退回',
      money: 'unfreeze',
    },
    {
      name: 'expire',
      from: ['waiting_confirmation'],
      to: 'cancelled',
      actors: ['system'],
      label: '超过24小时未确认收款，金额已退回',
      money: 'unfreeze',
    },
  ],
  timers: [
    { state: 'waiting_confirmation', afterMs: 12 * HOUR, from: 'entered', transition: 'remind' },
    { state: 'waiting_confirmation', afterMs: 24 * HOUR, from: 'entered', transition: 'expire' },
  ],
};
