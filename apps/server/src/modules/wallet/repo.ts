import type { WalletOrderScene } from '@lawbridge/contract';
import { sql, type Kysely } from 'kysely';
import '../../core/db/schema-appeals';
import '../../core/db/schema-appointments';
import '../../core/db/schema-documents';
import '../../core/db/schema-fund-holds';
import '../../core/db/schema-money-core';
import '../../core/db/schema-service-orders';
import '../../core/db/schema-withdrawals';
import type { Database } from '../../core/db/schema';
import { ACCOUNTS } from '../../core/ledger/accounts';

export interface WalletEntryRow {
  id: number;
  kind: string;
  amount: number;
  balance_after: number;
  /** The order the entry's transaction was for: a service order, an appointment or a document order. */
  order_no: string | null;
  order_scene: WalletOrderScene | null;
  /** The document a document order's entry sold. */
  document_id: number | null;
  /** The withdrawal the entry's transaction was for (its request or its return), else null. */
  withdrawal_no: string | null;
  /** For income: its hold's release time and whether it was released. */
  release_at: number | null;
  released_at: number | null;
  created_at: number;
}

/** The entry's order: its transaction's own, or the appealed order of an appeal's take-back. */
function relatedOrder(
  own: {
    service: string | null;
    appointment: string | null;
    document: string | null;
    documentId: number | null;
  },
  appealed: { order_no: string | null; order_kind: WalletOrderScene | null },
): Pick<WalletEntryRow, 'order_no' | 'order_scene' | 'document_id'> {
  const none = { document_id: null };
  if (own.service !== null) return { order_no: own.service, order_scene: 'service', ...none };
  if (own.appointment !== null) return { order_no: own.appointment, order_scene: 'appointment', ...none };
  if (own.document !== null)
    return { order_no: own.document, order_scene: 'document', document_id: own.documentId };
  if (appealed.order_no !== null)
    return { order_no: appealed.order_no, order_scene: appealed.order_kind, ...none };
  return { order_no: null, order_scene: null, ...none };
}

/** A lawyer's ledger accounts as 钱包明细 reads them (the only SQL of the wallet). */
export function createWalletRepo(db: Kysely<Database>) {
  /**
   * The lawyer's ledger transactions that changed what they own outside frozen funds (pending + available),
   * one row each with that change: releases (pending → available) and paid withdrawals (frozen → out) net to
   * nothing there and are left out.
   */
  const ownedChanges = (lawyerId: number) =>
    db
      .selectFrom('ledger_entries')
      .select([
        'ledger_entries.transaction_id',
        (eb) => eb.fn.sum<number>('ledger_entries.amount').as('amount'),
      ])
      .where('ledger_entries.account', 'in', [
        ACCOUNTS.lawyerPending(lawyerId),
        ACCOUNTS.lawyerAvailable(lawyerId),
      ])
      .groupBy('ledger_entries.transaction_id')
      .having((eb) => eb.fn.sum('ledger_entries.amount'), '<>', 0);

  return {
    /** A page of the entries of the given kinds (all when null), newest first, each with the balance after it. */
    async entries(
      lawyerId: number,
      kinds: readonly string[] | null,
      page: { page: number; pageSize: number },
    ): Promise<{ rows: WalletEntryRow[]; total: number }> {
      const running = db
        .selectFrom(ownedChanges(lawyerId).as('changes'))
        .select([
          'changes.transaction_id',
          'changes.amount',
          sql<number>`sum(changes.amount) over (order by changes.transaction_id)`.as('balance_after'),
        ])
        .as('running');
      let query = db
        .selectFrom(running)
        .innerJoin('ledger_transactions', 'ledger_transactions.id', 'running.transaction_id')
        // The transaction's order is one of three tables, by its kind (the scene's value names them).
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
        .leftJoin('document_orders', (join) =>
          join
            .onRef('document_orders.id', '=', 'ledger_transactions.order_id')
            .on('ledger_transactions.order_kind', '=', 'document'),
        )
        .leftJoin('appeals', (join) =>
          join
            .onRef('appeals.id', '=', 'ledger_transactions.order_id')
            .on('ledger_transactions.order_kind', '=', 'appeal'),
        )
        .leftJoin('withdrawals', (join) =>
          join
            .onRef('withdrawals.id', '=', 'ledger_transactions.order_id')
            .on('ledger_transactions.order_kind', '=', 'withdrawal'),
        )
        .leftJoin('fund_holds', (join) =>
          join
            .onRef('fund_holds.order_id', '=', 'ledger_transactions.order_id')
            .onRef('fund_holds.order_kind', '=', 'ledger_transactions.order_kind'),
        );
      if (kinds !== null) query = query.where('ledger_transactions.kind', 'in', kinds);
      const rows = await query
        .select([
          'running.transaction_id as id',
          'ledger_transactions.kind as kind',
          'running.amount as amount',
          'running.balance_after as balance_after',
          'service_orders.order_no as service_order_no',
          'appointments.order_no as appointment_order_no',
          'document_orders.order_no as document_order_no',
          'document_orders.document_id as document_id',
          'appeals.order_no as appealed_order_no',
          'appeals.order_kind as appealed_order_kind',
          'withdrawals.withdrawal_no as withdrawal_no',
          'fund_holds.release_at as release_at',
          'fund_holds.released_at as released_at',
          'ledger_transactions.created_at as created_at',
        ])
        .orderBy('running.transaction_id', 'desc')
        .limit(page.pageSize)
        .offset((page.page - 1) * page.pageSize)
        .execute();
      const { count } = await query
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return {
        rows: rows.map(
          ({
            service_order_no,
            appointment_order_no,
            document_order_no,
            document_id,
            appealed_order_no,
            appealed_order_kind,
            ...row
          }) => ({
            ...row,
            amount: Number(row.amount),
            balance_after: Number(row.balance_after),
            release_at: row.release_at === null ? null : Number(row.release_at),
            released_at: row.released_at === null ? null : Number(row.released_at),
            created_at: Number(row.created_at),
            ...relatedOrder(
              {
                service: service_order_no,
                appointment: appointment_order_no,
                document: document_order_no,
                documentId: document_id,
              },
              { order_no: appealed_order_no, order_kind: appealed_order_kind },
            ),
          }),
        ),
        total: Number(count),
      };
    },

    /** The sum of the lawyer's entries of transactions of the given kinds, on the given accounts. */
    async sumOfKinds(accounts: readonly string[], kinds: readonly string[]): Promise<number> {
      const row = await db
        .selectFrom('ledger_entries')
        .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('ledger_entries.amount'), eb.lit(0)).as('total'))
        .where('ledger_entries.account', 'in', accounts)
        .where('ledger_transactions.kind', 'in', kinds)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    lawyerOfUser(userId: number) {
      return db.selectFrom('lawyers').select('id').where('user_id', '=', userId).executeTakeFirst();
    },
  };
}
