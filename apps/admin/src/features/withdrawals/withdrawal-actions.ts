import type { AdminWithdrawalDetail } from '@lawbridge/contract';

/** The operator buttons the detail offers, by the transitions the server lists as allowed to the viewer now. */
export type WithdrawalButton = 'approve' | 'reject' | 'cancel' | 'mark_paid' | 'mark_failed';

/** Approving is one button whether the server takes it as the only, the first or the second approval. */
export const canApprove = (withdrawal: AdminWithdrawalDetail): boolean =>
  withdrawal.actions.includes('approve') || withdrawal.actions.includes('first_approve');

/** 审核通过, or above the threshold 初审通过 then (another operator's) 复核通过. */
export function approveLabel(withdrawal: AdminWithdrawalDetail): string {
  if (!withdrawal.needs_second_approval) return '审核通过';
  return withdrawal.first_approved_by === null ? '初审通过' : '复核通过';
}

/** Buttons in the order they stand: approving first, recording a bank transfer, then refusing and cancelling. */
export function withdrawalButtons(withdrawal: AdminWithdrawalDetail): WithdrawalButton[] {
  const allowed = new Set(withdrawal.actions);
  const buttons: WithdrawalButton[] = [];
  if (canApprove(withdrawal)) buttons.push('approve');
  if (allowed.has('pay')) buttons.push('mark_paid');
  if (allowed.has('fail')) buttons.push('mark_failed');
  if (allowed.has('reject')) buttons.push('reject');
  if (allowed.has('cancel')) buttons.push('cancel');
  return buttons;
}
