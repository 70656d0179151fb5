import { sql, type Kysely } from 'kysely';
import '../../core/db/schema-documents';
import type { Database } from '../../core/db/schema';

/** The order tables whose rows start `unpaid` (every kind a customer places and then pays). */
export type PlacedOrderTable = 'service_orders' | 'appointments' | 'document_orders';

/** Who placed an order, by table (a document order's customer is its buyer). */
const CUSTOMER_COLUMN = {
  service_orders: 'customer_id',
  appointments: 'customer_id',
  document_orders: 'buyer_id',
} as const satisfies Record<PlacedOrderTable, string>;

export function createOrderAdmissionRepo(db: Kysely<Database>) {
  return {
    /**
     * Takes the customer's row for the rest of the transaction (a no-op write: a row lock on PostgreSQL,
     * the write lock on SQLite), so two orders placed at once are counted one after the other.
     */
    async lockCustomer(customerId: number): Promise<void> {
      await db
        .updateTable('users')
        .set({ id: sql`id` })
        .where('id', '=', customerId)
        .execute();
    },

    async unpaidCount(table: PlacedOrderTable, customerId: number): Promise<number> {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where(db.dynamic.ref(CUSTOMER_COLUMN[table]), '=', customerId)
        .where('state', '=', 'unpaid')
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}
