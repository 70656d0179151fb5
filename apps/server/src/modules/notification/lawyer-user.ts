import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';

/** The user account of a lawyer (notices go to users), or null for no lawyer. */
export async function userOfLawyer(db: Kysely<Database>, lawyerId: number | null): Promise<number | null> {
  if (lawyerId === null) return null;
  const row = await db.selectFrom('lawyers').select('user_id').where('id', '=', lawyerId).executeTakeFirst();
  return row?.user_id ?? null;
}
