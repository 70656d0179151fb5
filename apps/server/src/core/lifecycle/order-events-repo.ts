import type { Kysely } from 'kysely';
import '../db/schema-money-core';
import type { Database } from '../db/schema';
import type { OrderEventRow } from '../db/schema-money-core';

export interface NewOrderEvent {
  orderKind: string;
  orderId: number;
  transition: string;
  from: string;
  to: string;
  actor: { kind: string; id: number | null };
  amount: number | null;
  note: string | null;
  now: number;
}

export function createOrderEventsRepo(db: Kysely<Database>) {
  return {
    async insert(event: NewOrderEvent): Promise<void> {
      await db
        .insertInto('order_events')
        .values({
          order_kind: event.orderKind,
          order_id: event.orderId,
          transition: event.transition,
          from_state: event.from,
          to_state: event.to,
          actor_kind: event.actor.kind,
          actor_id: event.actor.id,
          amount: event.amount,
          note: event.note,
          created_at: event.now,
        })
        .execute();
    },

    /** An order's timeline, oldest first. */
    async listFor(orderKind: string, orderId: number): Promise<OrderEventRow[]> {
      return db
        .selectFrom('order_events')
        .selectAll()
        .where('order_kind', '=', orderKind)
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute();
    },
  };
}
