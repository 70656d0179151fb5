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
    balance: available + frozen,
    available,
    frozen,
    total_earned: await repo.totalIn(availableAccount),
    entries: {
      list: rows.map((row) => ({ ...row, label: WALLET_ENTRY_LABELS[row.kind] ?? row.kind })),
      total,
      page: input.page,
      page_size: input.pageSize,
    },
  };
}
