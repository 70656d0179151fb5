import { sql, type Kysely } from 'kysely';

/**
 * Issue 15: a service order's conversation exists from acceptance (the lawyer may write first). New
 * acceptances open it; this opens it for the orders accepted before, that never had one. Files attached to
 * orders need no table: they are `service_order_uploads` and `refund_request_uploads` rows like images.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    INSERT INTO conversations (customer_id, lawyer_id, created_at, updated_at)
    SELECT customer_id, lawyer_id, MIN(accepted_at), MIN(accepted_at)
    FROM service_orders
    WHERE accepted_at IS NOT NULL
      AND NOT EXISTS (
        SELECT 1 FROM conversations
        WHERE conversations.customer_id = service_orders.customer_id
          AND conversations.lawyer_id = service_orders.lawyer_id
      )
    GROUP BY customer_id, lawyer_id
  `.execute(db);
}

/** The opened conversations stay: they may hold messages by now. */
export async function down(): Promise<void> {}
