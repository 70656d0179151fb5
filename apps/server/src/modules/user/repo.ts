import type { Kysely, Updateable } from 'kysely';
import type { Database, NewUser, UserRow, UsersTable } from '../../core/db/schema';

export function createUserRepo(db: Kysely<Database>) {
  return {
    async findById(id: number): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async findIdByPhone(phone: string): Promise<number | undefined> {
      const row = await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
      return row?.id;
    },

    /** Inserts unless the phone is taken (two first logins at once); either way returns the user's id. */
    async insertOrFind(user: NewUser): Promise<number> {
      await db
        .insertInto('users')
        .values(user)
        .onConflict((oc) => oc.column('phone').doNothing())
        .execute();
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('phone', '=', user.phone)
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(id: number, changes: Updateable<UsersTable>): Promise<void> {
      await db.updateTable('users').set(changes).where('id', '=', id).execute();
    },
  };
}

export type UserRepo = ReturnType<typeof createUserRepo>;
