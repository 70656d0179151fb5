import type { OrderSceneValue } from '@lawbridge/contract';
import { sql, type Kysely } from 'kysely';
import '../../core/db/schema-appointments';
import '../../core/db/schema-money-core';
import '../../core/db/schema-service-orders';
import type { Database } from '../../core/db/schema';

export interface WalletEntryRow {
  id: number;
  kind: string;
  amount: number;
  balance_after: number;
  /** The order the entry's transaction was for: a service order or an appointment (null for none). */
  order_no: string | null;
  order_scene: OrderSceneValue | null;
  created_at: number;
}

function relatedOrder(
  serviceOrderNo: string | null,
  appointmentOrderNo: string | null,
): Pick<WalletEntryRow, 'order_no' | 'order_scene'> {
  if (serviceOrderNo !== null) return { order_no: serviceOrderNo, order_scene: 'service' };
  if (appointmentOrderNo !== null) return { order_no: appointmentOrderNo, order_scene: 'appointment' };
  return { order_no: null, order_scene: null };
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
        // The transaction's order is one of two tables, by its kind (the scene's value names both).
        .leftJoin('service_orders', (join) =>
          join
            .onRef('service_orders.id', '=', 'ledger_transactions.order_id')
            .on('ledger_transactions.order_kind', '=', 'service'),
        )
        .leftJoin('appointments', (join) =>
          join
            .onRef('appointments.id', '=', 'ledger_transactions.order_id')
            .on('ledger_transactions.order_kind', '=', 'appointment'),
        )
        .select([
          'ledger_entries.id as id',
          'ledger_transactions.kind as kind',
          'ledger_entries.amount as amount',
          sql<number>`sum(ledger_entries.amount) over (order by ledger_entries.id)`.as('balance_after'),
          'service_orders.order_no as service_order_no',
          'appointments.order_no as appointment_order_no',
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
        rows: rows.map(({ service_order_no, appointment_order_no, ...row }) => ({
          ...row,
          amount: Number(row.amount),
          balance_after: Number(row.balance_after),
          ...relatedOrder(service_order_no, appointment_order_no),
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
