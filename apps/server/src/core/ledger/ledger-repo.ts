import type { Kysely } from 'kysely';
import '../db/schema-money-core';
import type { Database } from '../db/schema';
import type { JournalTransaction } from './journal';

/** The only SQL of the ledger; callers go through journal.ts, which checks every transaction first. */
export function createLedgerRepo(db: Kysely<Database>) {
  return {
    async insertTransaction(transaction: JournalTransaction, now: number): Promise<number> {
      const { id } = await db
        .insertInto('ledger_transactions')
        .values({
          kind: transaction.kind,
          order_kind: transaction.order?.kind ?? null,
          order_id: transaction.order?.id ?? null,
          note: transaction.note ?? null,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('ledger_entries')
        .values(
          transaction.entries.map((entry) => ({
            transaction_id: id,
            account: entry.account,
            amount: entry.amount,
            created_at: now,
          })),
        )
        .execute();
      return id;
    },

    async sumOf(account: string): Promise<number> {
      const row = await db
        .selectFrom('ledger_entries')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
        .where('account', '=', account)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    /** Every entry's sum over the whole ledger: zero while the journal is sound. */
    /** Every entry of an order's journal transactions, in the order they were written. */
    linesOfOrder(orderKind: string, orderId: number) {
      return db
        .selectFrom('ledger_entries')
        .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
        .select([
          'ledger_entries.transaction_id',
          'ledger_transactions.kind',
          'ledger_entries.account',
          'ledger_entries.amount',
          'ledger_entries.created_at',
        ])
        .where('ledger_transactions.order_kind', '=', orderKind)
        .where('ledger_transactions.order_id', '=', orderId)
        .orderBy('ledger_entries.id')
        .execute();
    },

    async sumOfAll(): Promise<number> {
      const row = await db
        .selectFrom('ledger_entries')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },
  };
}
