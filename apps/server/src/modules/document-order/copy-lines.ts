import { maskPhone } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';

/**
 * What a bought copy carries on every page (PRODUCT §12): the buyer's masked phone and the order number;
 * a free or own document read online carries the reader's masked phone. Printable ASCII, as the stamp needs.
 */
export async function copyLinesOf(
  db: Kysely<Database>,
  input: { userId: number; orderNo: string | null },
): Promise<string[]> {
  const user = await db
    .selectFrom('users')
    .select('phone')
    .where('id', '=', input.userId)
    .executeTakeFirstOrThrow();
  const phone = `LawBridge ${maskPhone(user.phone)}`;
  return input.orderNo === null ? [phone] : [phone, `Order ${input.orderNo}`];
}
