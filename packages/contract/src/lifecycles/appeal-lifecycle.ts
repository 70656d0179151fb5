import type { Lifecycle } from './lifecycle';

const HOUR = 3_600_000;

/** How long the lawyer has to answer an appeal, and the customer to answer the lawyer's offer (PRODUCT §12a). */
export const APPEAL_ANSWER_HOURS = 48;

export type AppealStateKey =
  'waiting_lawyer' | 'offered' | 'waiting_operator' | 'refunded' | 'rejected' | 'withdrawn';
export type AppealTransitionName =
  | 'offer'
  | 'contest'
  | 'answer_timeout'
  | 'accept_offer'
  | 'decline_offer'
  | 'offer_timeout'
  | 'refund_full'
  | 'refund_partial'
  | 'reject'
  | 'withdraw';

/**
 * Appeals (申诉, PRODUCT §12a) on a finished order: the lawyer answers within 48 h, offering a full or partial
 * refund (the customer accepts, or declines and the platform decides) or contesting with evidence; silence
 * hands the appeal to an operator, who refunds in full, in part, or rejects it, always with a reason code and
 * text. The customer may withdraw an open appeal. A refund (accepted offer or operator's) takes the money back
 * from the settlement (`appeal_refund`) and counts as a strike against the lawyer.
 */
export const APPEAL_LIFECYCLE: Lifecycle<AppealStateKey, AppealTransitionName> = {
  kind: 'appeal',
  title: '申诉',
  initial: 'waiting_lawyer',
  states: [
    { key: 'waiting_lawyer', seedValue: null, label: '待律师答复', terminal: false },
    { key: 'offered', seedValue: null, label: '律师提出退款，待确认', terminal: false },
    { key: 'waiting_operator', seedValue: null, label: '平台处理中', terminal: false },
    { key: 'refunded', seedValue: null, label: '已退款', terminal: true },
    { key: 'rejected', seedValue: null, label: '申诉未获支持', terminal: true },
    { key: 'withdrawn', seedValue: null, label: '已撤回', terminal: true },
  ],
  transitions: [
    {
      name: 'offer',
      from: ['waiting_lawyer'],
      to: 'offered',
      actors: ['lawyer'],
      label: '律师提出退款',
      money: null,
      needs: 'refund_amount',
    },
    {
      name: 'contest',
      from: ['waiting_lawyer'],
      to: 'waiting_operator',
      actors: ['lawyer'],
      label: '律师提出异议',
      money: null,
      needs: 'reason',
    },
    {
      name: 'answer_timeout',
      from: ['waiting_lawyer'],
      to: 'waiting_operator',
      actors: ['system'],
      label: '律师48小时未答复，转平台处理',
      money: null,
    },
    {
      name: 'accept_offer',
      from: ['offered'],
      to: 'refunded',
      actors: ['customer'],
      label: '用户接受退款',
      money: 'appeal_refund',
    },
    {
      name: 'decline_offer',
      from: ['offered'],
      to: 'waiting_operator',
      actors: ['customer'],
      label: '用户不接受，转平台处理',
      money: null,
    },
    {
      name: 'offer_timeout',
      from: ['offered'],
      to: 'waiting_operator',
      actors: ['system'],
      label: '用户48小时未确认，转平台处理',
      money: null,
    },
    {
      name: 'refund_full',
      from: ['waiting_operator'],
      to: 'refunded',
      actors: ['operator'],
      label: '平台裁定全额退款',
      money: 'appeal_refund',
      needs: 'reason',
    },
    {
      name: 'refund_partial',
      from: ['waiting_operator'],
      to: 'refunded',
      actors: ['operator'],
      label: '平台裁定部分退款',
      money: 'appeal_refund',
      needs: 'refund_amount',
    },
    {
      name: 'reject',
      from: ['waiting_operator'],
      to: 'rejected',
      actors: ['operator'],
      label: '平台驳回申诉',
      money: null,
      needs: 'reason',
    },
    {
      name: 'withdraw',
      from: ['waiting_lawyer', 'offered', 'waiting_operator'],
      to: 'withdrawn',
      actors: ['customer'],
      label: '用户撤回申诉',
      money: null,
    },
  ],
  timers: [
    {
      state: 'waiting_lawyer',
      afterMs: APPEAL_ANSWER_HOURS * HOUR,
      from: 'entered',
      transition: 'answer_timeout',
    },
    { state: 'offered', afterMs: APPEAL_ANSWER_HOURS * HOUR, from: 'entered', transition: 'offer_timeout' },
  ],
};
