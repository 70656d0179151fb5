import type { ServiceOrderStateKey } from '@lawbridge/contract';
import type { Insertable, Kysely } from 'kysely';
import '../../core/db/schema-calls';
import type { CallBindingRow, CallRecordsTable } from '../../core/db/schema-calls';
import type { Database } from '../../core/db/schema';

/** The only order kind that calls through privacy numbers. */
export const CALL_ORDER_KIND = 'service';
/** The state in which its parties may call: accepted (服务中 / 待确认) and not yet ended. */
export const CALL_RUNNING_STATE: ServiceOrderStateKey = 'pending';

/** A service order with what a binding needs: its parties and their real numbers. */
export interface CallableOrder {
  id: number;
  state: ServiceOrderStateKey;
  service_name: string;
  customer_id: number;
  lawyer_user_id: number;
  customer_phone: string;
  lawyer_phone: string;
}

/** The only SQL of privacy-number bindings and call records. */
export function createCallRepo(db: Kysely<Database>) {
  return {
    async orderByNo(orderNo: string): Promise<CallableOrder | undefined> {
      return db
        .selectFrom('service_orders')
        .innerJoin('users as customer', 'customer.id', 'service_orders.customer_id')
        .innerJoin('lawyers', 'lawyers.id', 'service_orders.lawyer_id')
        .innerJoin('users as lawyer_user', 'lawyer_user.id', 'lawyers.user_id')
        .select([
          'service_orders.id',
          'service_orders.state',
          'service_orders.service_name',
          'service_orders.customer_id',
          'lawyers.user_id as lawyer_user_id',
          'customer.phone as customer_phone',
          'lawyer_user.phone as lawyer_phone',
        ])
        .where('service_orders.order_no', '=', orderNo)
        .executeTakeFirst();
    },

    /** The order's binding that has not stopped serving (it may have run out). */
    async liveBinding(orderId: number): Promise<CallBindingRow | undefined> {
      return db
        .selectFrom('call_bindings')
        .selectAll()
        .where('order_kind', '=', CALL_ORDER_KIND)
        .where('order_id', '=', orderId)
        .where('unbound_at', 'is', null)
        .executeTakeFirst();
    },

    /** Marks a binding as no longer serving; false when someone else did first. */
    async endBinding(id: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable('call_bindings')
        .set({ unbound_at: now })
        .where('id', '=', id)
        .where('unbound_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Stores a new live binding; false when the order already had one (another party asked at once). */
    async insertBinding(row: {
      orderId: number;
      provider: string;
      middleNumber: string;
      subscriptionId: string;
      expiresAt: number;
      now: number;
    }): Promise<boolean> {
      const inserted = await db
        .insertInto('call_bindings')
        .values({
          order_kind: CALL_ORDER_KIND,
          order_id: row.orderId,
          provider: row.provider,
          middle_number: row.middleNumber,
          subscription_id: row.subscriptionId,
          expires_at: row.expiresAt,
          created_at: row.now,
        })
        .onConflict((conflict) => conflict.doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    async bindingOfSubscription(provider: string, subscriptionId: string) {
      return db
        .selectFrom('call_bindings')
        .innerJoin('service_orders', 'service_orders.id', 'call_bindings.order_id')
        .select(['call_bindings.id', 'call_bindings.middle_number'])
        .where('call_bindings.order_kind', '=', CALL_ORDER_KIND)
        .where('call_bindings.provider', '=', provider)
        .where('call_bindings.subscription_id', '=', subscriptionId)
        .executeTakeFirst();
    },

    /** Stores a call once: false when its call id is already there (the notify was sent again). */
    async insertRecord(record: Insertable<CallRecordsTable>): Promise<boolean> {
      const inserted = await db
        .insertInto('call_records')
        .values(record)
        .onConflict((conflict) => conflict.column('call_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** The order's calls, newest first. */
    async recordsOf(orderId: number) {
      return db
        .selectFrom('call_records')
        .innerJoin('call_bindings', 'call_bindings.id', 'call_records.binding_id')
        .select([
          'call_records.caller',
          'call_records.called_at',
          'call_records.started_at',
          'call_records.duration_seconds',
        ])
        .where('call_bindings.order_kind', '=', CALL_ORDER_KIND)
        .where('call_bindings.order_id', '=', orderId)
        .orderBy('call_records.called_at', 'desc')
        .orderBy('call_records.id', 'desc')
        .execute();
    },

    /** Live bindings whose order has left its running state (accepted, not ended), oldest first. */
    async bindingsOfEndedOrders(limit: number): Promise<CallBindingRow[]> {
      return db
        .selectFrom('call_bindings')
        .innerJoin('service_orders', 'service_orders.id', 'call_bindings.order_id')
        .selectAll('call_bindings')
        .where('call_bindings.order_kind', '=', CALL_ORDER_KIND)
        .where('call_bindings.unbound_at', 'is', null)
        .where('service_orders.state', '!=', CALL_RUNNING_STATE)
        .orderBy('call_bindings.id')
        .limit(limit)
        .execute();
    },
  };
}

export type CallRepo = ReturnType<typeof createCallRepo>;
