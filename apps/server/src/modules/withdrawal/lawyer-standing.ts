import { sql, type Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';

const STRIKE_WINDOW_MS = 60 * 24 * 3_600_000;
const OPEN_APPEAL_STATES = ['waiting_lawyer', 'offered', 'waiting_operator'];

/**
 * What the withdrawal detail shows of the lawyer's standing (PRODUCT §12a): strikes in the last 60 days and open
 * appeals against them. Read from the appeals tables (migration 030) when this database has them, else 0.
 */
export async function lawyerStanding(
  db: Kysely<Database>,
  input: { lawyerId: number; now: number },
): Promise<{ strikes: number; open_appeals: number }> {
  const tables = new Set((await db.introspection.getTables()).map((table) => table.name));
  const count = async (query: ReturnType<typeof sql<{ total: number }>>) =>
    Number((await query.execute(db)).rows[0]?.total ?? 0);
  const states = sql.join(OPEN_APPEAL_STATES.map((state) => sql.lit(state)));
  return {
    strikes: tables.has('lawyer_strikes')
      ? await count(
          sql<{
            total: number;
          }>`select count(*) as total from lawyer_strikes where lawyer_id = ${input.lawyerId}
            and created_at >= ${input.now - STRIKE_WINDOW_MS} and lifted_at is null`,
        )
      : 0,
    open_appeals: tables.has('appeals')
      ? await count(
          sql<{ total: number }>`select count(*) as total from appeals where lawyer_id = ${input.lawyerId}
            and state in (${states})`,
        )
      : 0,
  };
}
