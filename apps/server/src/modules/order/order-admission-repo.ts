import { sql, type Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';

/** The order tables whose rows start `unpaid` (every kind a customer places and then pays). */
export type PlacedOrderTable = 'service_orders' | 'appointments';

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
        .where('customer_id', '=', customerId)
        .where('state', '=', 'unpaid')
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}
