import type { MoneyEffect } from '@lawbridge/contract';
import type { WithdrawalRow } from '../../core/db/schema-withdrawals';
import { ACCOUNTS } from '../../core/ledger/accounts';
import type { JournalTransaction } from '../../core/ledger/journal';

type Journal = Omit<JournalTransaction, 'order'>;

/**
 * A withdrawal's money effects (PRODUCT §11), one balanced transaction each: `freeze` available → frozen at
 * request, `pay_out` frozen → the provider's payout clearing account once paid, `unfreeze` frozen → available
 * when it was rejected, failed or cancelled.
 */
export function withdrawalJournal(
  effect: MoneyEffect,
  row: Pick<WithdrawalRow, 'lawyer_id' | 'amount' | 'provider'>,
): Journal {
  const amount = Number(row.amount);
  const available = ACCOUNTS.lawyerAvailable(row.lawyer_id);
  const frozen = ACCOUNTS.lawyerFrozen(row.lawyer_id);
  const move = (from: string, to: string): Journal => ({
    kind: effect,
    entries: [
      { account: from, amount: -amount },
      { account: to, amount },
    ],
  });
  switch (effect) {
    case 'freeze':
      return move(available, frozen);
    case 'pay_out':
      return move(frozen, ACCOUNTS.payoutClearing(row.provider));
    case 'unfreeze':
      return move(frozen, available);
    default:
      throw new Error(`${effect} is no withdrawal's money effect`);
  }
}
