import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isLedgerAccount } from './accounts';
import { createLedgerRepo } from './ledger-repo';

export interface JournalEntry {
  account: string;
  /** Signed integer fen: positive into the account, negative out of it. */
  amount: number;
}

export interface JournalTransaction {
  kind: string;
  order?: { kind: string; id: number };
  note?: string;
  entries: readonly JournalEntry[];
}

export class UnbalancedJournalError extends Error {
  override name = 'UnbalancedJournalError';
}

/**
 * Refuses a journal transaction that is not well formed: at least two entries, every amount a non-zero
 * safe integer (fen), every account a known one, and all amounts summing to exactly zero.
 */
export function checkJournal(transaction: JournalTransaction): void {
  const { entries } = transaction;
  if (entries.length < 2) throw new UnbalancedJournalError(`${transaction.kind}: fewer than two entries`);
  let sum = 0;
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.amount) || entry.amount === 0) {
      throw new UnbalancedJournalError(
        `${transaction.kind}: ${entry.account} ${entry.amount} is not whole fen`,
      );
    }
    if (!isLedgerAccount(entry.account)) {
      throw new UnbalancedJournalError(`${transaction.kind}: unknown account ${entry.account}`);
    }
    sum += entry.amount;
  }
  if (sum !== 0) throw new UnbalancedJournalError(`${transaction.kind}: entries sum to ${sum}, not 0`);
}

/**
 * Writes one journal transaction, inside the caller's database transaction (the state change it belongs
 * to commits or rolls back with it). The one function that writes the ledger; refuses an unbalanced one.
 */
export async function postJournal(
  trx: Kysely<Database>,
  transaction: JournalTransaction,
  now: number,
): Promise<number> {
  checkJournal(transaction);
  return createLedgerRepo(trx).insertTransaction(transaction, now);
}

/** An account's balance: the sum of its entries (never stored on its own). */
export function balanceOf(db: Kysely<Database>, account: string): Promise<number> {
  return createLedgerRepo(db).sumOf(account);
}
