import type { WithdrawalItem } from '@lawbridge/contract';

/** How a state is coloured: still moving, paid, or ended without money (funds back). */
export type StateTone = 'open' | 'paid' | 'ended';

export function stateTone(state: WithdrawalItem['state']): StateTone {
  if (state === 'paid') return 'paid';
  if (state === 'failed' || state === 'cancelled' || state === 'rejected') return 'ended';
  return 'open';
}

/** What happens next in each state, for the detail's header. */
export const NEXT_STEP: Record<WithdrawalItem['state'], string> = {
  requested: '平台审核中，审核通过后打款',
  approved: '审核已通过，即将打款',
  processing: '打款处理中，请耐心等待',
  waiting_confirmation: '请在截止时间前确认收款，逾期将自动撤销并退回可提现',
  paid: '款项已到账',
  failed: '打款失败，金额已退回可提现',
  cancelled: '转账已撤销，金额已退回可提现',
  rejected: '提现被驳回，金额已退回可提现',
};
