import type { Lifecycle } from './lifecycle';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export type DocumentOrderStateKey = 'unpaid' | 'paid' | 'finished' | 'closed' | 'refunded';
export type DocumentOrderTransitionName =
  'pay' | 'close' | 'refund' | 'operator_refund' | 'first_use' | 'auto_finish' | 'refund_late_payment';

/** Days after payment an order nobody downloaded finishes on its own (the buyer's refund right ends). */
export const DOCUMENT_ORDER_AUTO_FINISH_DAYS = 7;

/**
 * Document orders (PRODUCT §12): the buyer is entitled the moment the payment arrives (`paid`). Until the first
 * download or online reading the buyer may take the money back at once (`refund`, everything back). The first
 * use (`first_use`, taken by the buyer's download) or 7 days without one (`auto_finish`) finish the order: the
 * escrow settles to the uploader's pending income (price − document commission) and the platform's commission;
 * the uploader's share becomes available `hold_days` later through the held funds (PRODUCT §11). After that a
 * refund goes through an appeal (PRODUCT §12a: 文件无法使用 / not as described).
 */
export const DOCUMENT_ORDER_LIFECYCLE: Lifecycle<DocumentOrderStateKey, DocumentOrderTransitionName> = {
  kind: 'document',
  title: '文档订单',
  initial: 'unpaid',
  states: [
    { key: 'unpaid', seedValue: null, label: '待支付', terminal: false },
    { key: 'paid', seedValue: null, label: '已购买', terminal: false },
    { key: 'finished', seedValue: null, label: '已完成', terminal: true },
    { key: 'closed', seedValue: null, label: '已关闭', terminal: true },
    { key: 'refunded', seedValue: null, label: '已退款', terminal: true },
  ],
  transitions: [
    { name: 'pay', from: ['unpaid'], to: 'paid', actors: ['payment'], label: '支付成功', money: 'capture' },
    {
      name: 'close',
      from: ['unpaid'],
      to: 'closed',
      actors: ['customer', 'system'],
      label: '取消订单',
      money: null,
    },
    {
      name: 'refund',
      from: ['paid'],
      to: 'refunded',
      actors: ['customer'],
      label: '申请退款（未下载，立即退回）',
      money: 'refund_all',
      guard: 'not_downloaded',
    },
    {
      name: 'operator_refund',
      from: ['paid'],
      to: 'refunded',
      actors: ['operator'],
      label: '运营全额退款',
      money: 'refund_all',
      needs: 'reason',
    },
    {
      name: 'first_use',
      from: ['paid'],
      to: 'finished',
      actors: ['customer'],
      label: '首次下载或阅读',
      money: 'settle',
    },
    {
      name: 'auto_finish',
      from: ['paid'],
      to: 'finished',
      actors: ['system'],
      label: `购买${DOCUMENT_ORDER_AUTO_FINISH_DAYS}天后自动完成`,
      money: 'settle',
    },
    {
      name: 'refund_late_payment',
      from: ['paid', 'finished', 'closed', 'refunded'],
      to: null,
      actors: ['payment'],
      label: '重复或迟到的支付，原路退回',
      money: 'refund_late_payment',
    },
  ],
  timers: [
    { state: 'unpaid', afterMs: 15 * MINUTE, from: 'entered', transition: 'close' },
    {
      state: 'paid',
      afterMs: DOCUMENT_ORDER_AUTO_FINISH_DAYS * DAY,
      from: 'entered',
      transition: 'auto_finish',
    },
  ],
};
