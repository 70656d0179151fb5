import { WALLET_ENTRY_LABELS, type WalletSummary } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Database } from '../../core/db/schema';
import { ACCOUNTS } from '../../core/ledger/accounts';
import { balanceOf } from '../../core/ledger/journal';
import { createWalletRepo } from './repo';

/** 钱包明细: the lawyer's view of the double-entry ledger (PRODUCT §11). */
export async function walletOf(
  db: Kysely<Database>,
  input: { userId: number; page: number; pageSize: number },
): Promise<WalletSummary> {
  const repo = createWalletRepo(db);
  const lawyer = await repo.lawyerOfUser(input.userId);
  if (!lawyer) throw AppError.forbidden('not a lawyer');
  const availableAccount = ACCOUNTS.lawyerAvailable(lawyer.id);
  const available = await balanceOf(db, availableAccount);
  const frozen = await balanceOf(db, ACCOUNTS.lawyerFrozen(lawyer.id));
  const { rows, total } = await repo.entries(availableAccount, input.page, input.pageSize);
  return {
    available,
    pending: await balanceOf(db, ACCOUNTS.lawyerPending(lawyer.id)),
    next_release_at: null,
    next_release_amount: 0,
    frozen,
    total_earned: await repo.totalIn(availableAccount),
    total_withdrawn: 0,
    hold_days: 0,
    entries: {
      list: rows.map((row) => ({
        ...row,
        label: WALLET_ENTRY_LABELS[row.kind] ?? row.kind,
        withdrawal_no: null,
        available_at: null,
        released: true,
      })),
      total,
      page: input.page,
      page_size: input.pageSize,
    },
  };
}
