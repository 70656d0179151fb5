import type { Kysely } from 'kysely';
import type { Database } from '../../src/core/db/schema';

/** How many rows a table holds. */
export async function rowCount(db: Kysely<Database>, table: keyof Database & string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
