/** Console names of what an order's detail shows by code: actors, ledger accounts, payment kinds and states. */
export const ACTOR_LABELS: Readonly<Record<string, string>> = {
  customer: '用户',
  lawyer: '律师',
  operator: '运营',
  system: '系统',
  payment: '支付通道',
};

export const PAYMENT_KIND_LABELS: Readonly<Record<string, string>> = { pay: '支付', refund: '退款' };

/** A payment record's state; a failed refund is money owed to the customer that an operator must pay out. */
export const PAYMENT_STATE_LABELS: Record<string, { text: string; color?: string }> = {
  succeeded: { text: '成功', color: 'success' },
  pending: { text: '待发送' },
  processing: { text: '处理中', color: 'processing' },
  failed: { text: '退款失败，需人工处理', color: 'error' },
};

export const LEDGER_KIND_LABELS: Readonly<Record<string, string>> = {
  capture: '收款入托管',
  refund_all: '全额退回',
  refund_part: '部分退款并结算',
  settle: '结算',
  refund_late_payment: '迟到支付退回',
  release: '收入解冻（可提现）',
  freeze: '提现冻结',
  pay_out: '提现打款',
  unfreeze: '提现退回',
  appeal_refund: '申诉退款扣回',
};

const LAWYER_ACCOUNT_LABELS: Readonly<Record<string, string>> = {
  pending: '待结算',
  available: '可用余额',
  frozen: '冻结金额',
};

/**
 * `lawyer:12:available` → 律师可用余额（#12）, `clearing:sandbox` → 支付通道（sandbox）,
 * `payout:manual` → 提现出款（manual）.
 */
export function accountLabel(account: string): string {
  if (account === 'escrow') return '平台托管';
  if (account === 'platform:revenue') return '平台佣金收入';
  const clearing = /^clearing:(.+)$/.exec(account);
  if (clearing) return `支付通道（${clearing[1]}）`;
  const payout = /^payout:(.+)$/.exec(account);
  if (payout) return `提现出款（${payout[1]}）`;
  const lawyer = /^lawyer:(\d+):(pending|available|frozen)$/.exec(account);
  if (lawyer) return `律师${LAWYER_ACCOUNT_LABELS[lawyer[2]!]}（#${lawyer[1]}）`;
  return account;
}
