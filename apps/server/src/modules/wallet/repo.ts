import { sql, type Kysely } from 'kysely';
import '../../core/db/schema-money-core';
import '../../core/db/schema-service-orders';
import type { Database } from '../../core/db/schema';

export interface WalletEntryRow {
  id: number;
  kind: string;
  amount: number;
  balance_after: number;
  order_no: string | null;
  created_at: number;
}

/** A lawyer's ledger accounts as 钱包明细 reads them (the only SQL of the wallet). */
export function createWalletRepo(db: Kysely<Database>) {
  return {
    /** A page of an account's entries, newest first, each with the balance right after it. */
    async entries(
      account: string,
      page: number,
      pageSize: number,
    ): Promise<{ rows: WalletEntryRow[]; total: number }> {
      const running = db
        .selectFrom('ledger_entries')
        .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
        .leftJoin('service_orders', (join) =>
          join
            .onRef('service_orders.id', '=', 'ledger_transactions.order_id')
            .on('ledger_transactions.order_kind', '=', 'service'),
        )
        .select([
          'ledger_entries.id as id',
          'ledger_transactions.kind as kind',
          'ledger_entries.amount as amount',
          sql<number>`sum(ledger_entries.amount) over (order by ledger_entries.id)`.as('balance_after'),
          'service_orders.order_no as order_no',
          'ledger_entries.created_at as created_at',
        ])
        .where('ledger_entries.account', '=', account)
        .as('running');
      const rows = await db
        .selectFrom(running)
        .selectAll()
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      const { count } = await db
        .selectFrom('ledger_entries')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('account', '=', account)
        .executeTakeFirstOrThrow();
      return {
        rows: rows.map((row) => ({
          ...row,
          amount: Number(row.amount),
          balance_after: Number(row.balance_after),
        })),
        total: Number(count),
      };
    },

    /** Everything that ever came into the account (income before any withdrawal). */
    async totalIn(account: string): Promise<number> {
      const row = await db
        .selectFrom('ledger_entries')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
        .where('account', '=', account)
        .where('amount', '>', 0)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    lawyerOfUser(userId: number) {
      return db.selectFrom('lawyers').select('id').where('user_id', '=', userId).executeTakeFirst();
    },
  };
}
