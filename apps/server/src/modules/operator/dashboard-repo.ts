import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';

/** COUNT(*) arrives as a number on SQLite and (parsed by the pg type parser) on PostgreSQL. */
async function total(query: { executeTakeFirstOrThrow(): Promise<{ total: number }> }): Promise<number> {
  return Number((await query.executeTakeFirstOrThrow()).total);
}

export function createDashboardRepo(db: Kysely<Database>) {
  const users = () => db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('total'));

  return {
    async usersTotal(): Promise<number> {
      return total(users());
    },

    async usersCreatedSince(since: number): Promise<number> {
      return total(users().where('created_at', '>=', since));
    },

    /** Users whose latest login happened at or after `since`. */
    async usersLoggedInSince(since: number): Promise<number> {
      return total(users().where('last_login_at', '>=', since));
    },

    async lawyersTotal(): Promise<number> {
      return total(db.selectFrom('lawyers').select((eb) => eb.fn.countAll<number>().as('total')));
    },
  };
}

export type DashboardRepo = ReturnType<typeof createDashboardRepo>;
