import type { Kysely } from 'kysely';
import '../db/schema-fund-holds';
import '../db/schema-service-orders';
import type { Database } from '../db/schema';

export interface OrderRef {
  orderKind: string;
  orderId: number;
}

/** The only SQL of held funds (PRODUCT §11): one row per settled order, released once. */
export function createFundHoldsRepo(db: Kysely<Database>) {
  return {
    /** Days income is held after an order finished, as operators set them (migration 028). */
    async holdDays(): Promise<number> {
      const row = await db
        .selectFrom('platform_settings')
        .select('value')
        .where('key', '=', 'hold_days')
        .executeTakeFirstOrThrow();
      return Number(row.value);
    },

    async saveHoldDays(days: number, now: number): Promise<void> {
      await db
        .updateTable('platform_settings')
        .set({ value: String(days), updated_at: now })
        .where('key', '=', 'hold_days')
        .execute();
    },

    async insert(hold: OrderRef & { lawyerId: number; amount: number; releaseAt: number; now: number }) {
      await db
        .insertInto('fund_holds')
        .values({
          lawyer_id: hold.lawyerId,
          order_kind: hold.orderKind,
          order_id: hold.orderId,
          amount: hold.amount,
          release_at: hold.releaseAt,
          created_at: hold.now,
        })
        .execute();
    },

    of(order: OrderRef) {
      return db
        .selectFrom('fund_holds')
        .selectAll()
        .where('order_kind', '=', order.orderKind)
        .where('order_id', '=', order.orderId)
        .executeTakeFirst();
    },

    /** Held rows whose time has come and that no appeal holds, earliest first. */
    due(now: number, limit: number) {
      return db
        .selectFrom('fund_holds')
        .selectAll()
        .where('released_at', 'is', null)
        .where('appeal_id', 'is', null)
        .where('release_at', '<=', now)
        .orderBy('release_at')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** Compare-and-set: marks the row released only while it is held and no appeal holds it. */
    async markReleased(id: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable('fund_holds')
        .set({ released_at: now })
        .where('id', '=', id)
        .where('released_at', 'is', null)
        .where('appeal_id', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Compare-and-set: an appeal holds the order's income only while it has not been released. */
    async holdForAppeal(order: OrderRef, appealId: number): Promise<boolean> {
      const result = await db
        .updateTable('fund_holds')
        .set({ appeal_id: appealId })
        .where('order_kind', '=', order.orderKind)
        .where('order_id', '=', order.orderId)
        .where('released_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async endAppealHold(order: OrderRef, appealId: number): Promise<void> {
      await db
        .updateTable('fund_holds')
        .set({ appeal_id: null })
        .where('order_kind', '=', order.orderKind)
        .where('order_id', '=', order.orderId)
        .where('appeal_id', '=', appealId)
        .execute();
    },

    /** Takes `amount` off what a held row holds (an appeal's refund paid out of pending). */
    async lower(id: number, amount: number): Promise<void> {
      await db
        .updateTable('fund_holds')
        .set((eb) => ({ amount: eb('amount', '-', amount) }))
        .where('id', '=', id)
        .execute();
    },

    /** The lawyer's next release: the earliest moment a held row comes free and what comes free then. */
    async nextRelease(lawyerId: number): Promise<{ at: number; amount: number } | null> {
      const first = await db
        .selectFrom('fund_holds')
        .select((eb) => eb.fn.min<number>('release_at').as('at'))
        .where('lawyer_id', '=', lawyerId)
        .where('released_at', 'is', null)
        .where('appeal_id', 'is', null)
        .executeTakeFirst();
      if (first?.at === null || first?.at === undefined) return null;
      const at = Number(first.at);
      const { total } = await db
        .selectFrom('fund_holds')
        .select((eb) => eb.fn.sum<number>('amount').as('total'))
        .where('lawyer_id', '=', lawyerId)
        .where('released_at', 'is', null)
        .where('appeal_id', 'is', null)
        .where('release_at', '=', at)
        .executeTakeFirstOrThrow();
      return { at, amount: Number(total) };
    },
  };
}

export type FundHoldsRepo = ReturnType<typeof createFundHoldsRepo>;
