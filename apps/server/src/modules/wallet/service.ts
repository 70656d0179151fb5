import {
  WALLET_ENTRY_TYPES,
  walletEntryLabel,
  type WalletEntryType,
  type WalletSummary,
} from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error';
import type { Database } from '../../core/db/schema';
import { ACCOUNTS } from '../../core/ledger/accounts';
import { createFundHoldsRepo } from '../../core/ledger/fund-holds-repo';
import { balanceOf } from '../../core/ledger/journal';
import { createWalletRepo, type WalletEntryRow } from './repo';

const INCOME_KINDS: readonly string[] = WALLET_ENTRY_TYPES.income.kinds;

function entryOf(row: WalletEntryRow) {
  const { release_at, released_at, ...rest } = row;
  const income = INCOME_KINDS.includes(row.kind);
  return {
    ...rest,
    label: walletEntryLabel(row.kind, row.order_scene),
    available_at: income ? (released_at ?? release_at) : null,
    released: income && released_at !== null,
  };
}

/** 钱包明细: the lawyer's view of the double-entry ledger (PRODUCT §11); every figure a sum of entries. */
export async function walletOf(
  db: Kysely<Database>,
  input: { userId: number; page: number; pageSize: number; type?: WalletEntryType | undefined },
): Promise<WalletSummary> {
  const repo = createWalletRepo(db);
  const lawyer = await repo.lawyerOfUser(input.userId);
  if (!lawyer) throw AppError.forbidden('not a lawyer');
  const pendingAccount = ACCOUNTS.lawyerPending(lawyer.id);
  const availableAccount = ACCOUNTS.lawyerAvailable(lawyer.id);
  const holds = createFundHoldsRepo(db);
  const [available, pending, frozen, next, holdDays] = await Promise.all([
    balanceOf(db, availableAccount),
    balanceOf(db, pendingAccount),
    balanceOf(db, ACCOUNTS.lawyerFrozen(lawyer.id)),
    holds.nextRelease(lawyer.id),
    holds.holdDays(),
  ]);
  const kinds = input.type ? WALLET_ENTRY_TYPES[input.type].kinds : null;
  const [{ rows, total }, earned, paidOut] = await Promise.all([
    repo.entries(lawyer.id, kinds, { page: input.page, pageSize: input.pageSize }),
    repo.sumOfKinds([pendingAccount, availableAccount], [...INCOME_KINDS, 'appeal_refund']),
    repo.sumOfKinds([ACCOUNTS.lawyerFrozen(lawyer.id)], ['pay_out']),
  ]);
  return {
    available,
    pending,
    next_release_at: next?.at ?? null,
    next_release_amount: next?.amount ?? 0,
    frozen,
    total_earned: earned,
    total_withdrawn: -paidOut,
    hold_days: holdDays,
    entries: { list: rows.map(entryOf), total, page: input.page, page_size: input.pageSize },
  };
}
