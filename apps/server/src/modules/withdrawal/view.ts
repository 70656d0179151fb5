import {
  stateNamed,
  transitionNamed,
  WITHDRAWAL_LIFECYCLE,
  WITHDRAWAL_METHOD_LABELS,
  type WithdrawalEvent,
  type WithdrawalItem,
  type WithdrawalTransitionName,
} from '@lawbridge/contract';
import type { OrderEventRow } from '../../core/db/schema-money-core';
import type { WithdrawalRow } from '../../core/db/schema-withdrawals';
import type { Payee } from '../../providers/payout';

export const payeeOf = (row: Pick<WithdrawalRow, 'payee'>): Payee => JSON.parse(row.payee) as Payee;

export function withdrawalItemOf(row: WithdrawalRow): WithdrawalItem {
  return {
    withdrawal_no: row.withdrawal_no,
    amount: Number(row.amount),
    method: row.method,
    method_label: WITHDRAWAL_METHOD_LABELS[row.method],
    state: row.state,
    state_label: stateNamed(WITHDRAWAL_LIFECYCLE, row.state).label,
    reason: row.reason,
    created_at: Number(row.created_at),
    finished_at: row.finished_at === null ? null : Number(row.finished_at),
  };
}

export function withdrawalEventOf(row: OrderEventRow): WithdrawalEvent {
  return {
    transition: row.transition,
    label: transitionNamed(WITHDRAWAL_LIFECYCLE, row.transition as WithdrawalTransitionName).label,
    from: row.from_state,
    to: row.to_state,
    actor: row.actor_kind,
    note: row.note,
    created_at: Number(row.created_at),
  };
}
