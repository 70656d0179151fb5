import type { Kysely } from 'kysely';
import type { Database } from '../../../core/db/schema';
import type { SandboxPaymentRow, SandboxRefundRow } from '../../../core/db/schema-sandbox-payments';
import '../../../core/db/schema-sandbox-payments';

/** The only SQL of the sandbox provider: its own records of payments and refunds (migration 014). */
export class SandboxRepo {
  constructor(private readonly db: Kysely<Database>) {}

  findPayment(orderNo: string): Promise<SandboxPaymentRow | undefined> {
    return this.db
      .selectFrom('sandbox_payments')
      .selectAll()
      .where('order_no', '=', orderNo)
      .executeTakeFirst();
  }

  /** Inserts unless the order already has a record; answers whether it inserted. */
  async insertPayment(row: SandboxPaymentRow): Promise<boolean> {
    const result = await this.db
      .insertInto('sandbox_payments')
      .values(row)
      .onConflict((oc) => oc.column('order_no').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** A new expiry for a still unpaid record (the customer pays again before the order expires). */
  async extendUnpaid(orderNo: string, expiresAt: number): Promise<void> {
    await this.db
      .updateTable('sandbox_payments')
      .set({ expires_at: expiresAt })
      .where('order_no', '=', orderNo)
      .where('state', '=', 'unpaid')
      .execute();
  }

  /** unpaid → paid, compare-and-set; answers whether this call made the change. */
  async markPaid(orderNo: string, paidAt: number): Promise<boolean> {
    const result = await this.db
      .updateTable('sandbox_payments')
      .set({ state: 'paid', paid_at: paidAt })
      .where('order_no', '=', orderNo)
      .where('state', '=', 'unpaid')
      .where('expires_at', '>', paidAt)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** unpaid → closed, compare-and-set. */
  async markClosed(orderNo: string, closedAt: number): Promise<void> {
    await this.db
      .updateTable('sandbox_payments')
      .set({ state: 'closed', closed_at: closedAt })
      .where('order_no', '=', orderNo)
      .where('state', '=', 'unpaid')
      .execute();
  }

  findRefund(refundNo: string): Promise<SandboxRefundRow | undefined> {
    return this.db
      .selectFrom('sandbox_refunds')
      .selectAll()
      .where('refund_no', '=', refundNo)
      .executeTakeFirst();
  }

  async refundedAmount(orderNo: string): Promise<number> {
    const row = await this.db
      .selectFrom('sandbox_refunds')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
      .where('order_no', '=', orderNo)
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  }

  /** Inserts unless the refund number exists; answers whether it inserted. */
  async insertRefund(row: SandboxRefundRow): Promise<boolean> {
    const result = await this.db
      .insertInto('sandbox_refunds')
      .values(row)
      .onConflict((oc) => oc.column('refund_no').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }
}
