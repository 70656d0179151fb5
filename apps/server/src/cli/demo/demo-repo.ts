import type { Kysely } from 'kysely';
import type { Database, NewUser } from '../../core/db/schema';
import type { NewLawyer } from '../../core/db/schema-common-lawyer-operator';
import '../../core/db/schema-notifications';
import '../../core/db/schema-service-orders';

/** The writes of the demo seed; pass the seed's transaction. */
export function createDemoRepo(db: Kysely<Database>) {
  return {
    async phoneExists(phone: string): Promise<boolean> {
      const row = await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
      return row !== undefined;
    },

    async insertUser(user: NewUser): Promise<number> {
      const { id } = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    async insertLawyer(lawyer: NewLawyer, legalTypeIds: number[]): Promise<number> {
      const { id } = await db.insertInto('lawyers').values(lawyer).returning('id').executeTakeFirstOrThrow();
      await db
        .insertInto('lawyer_legal_types')
        .values(legalTypeIds.map((legalTypeId) => ({ lawyer_id: id, legal_type_id: legalTypeId })))
        .execute();
      return id;
    },

    /** Many users in one statement; returns each new id by phone. */
    async insertUsers(users: NewUser[]): Promise<Map<string, number>> {
      const rows = await db.insertInto('users').values(users).returning(['id', 'phone']).execute();
      return new Map(rows.map((row) => [row.phone, row.id]));
    },

    /** Many lawyers in one statement; returns each new id by uuid. */
    async insertLawyers(lawyers: NewLawyer[]): Promise<Map<string, number>> {
      const rows = await db.insertInto('lawyers').values(lawyers).returning(['id', 'uuid']).execute();
      return new Map(rows.map((row) => [row.uuid, row.id]));
    },

    /** The demo history's notices were read long ago, when it happened. */
    async markNoticesRead(at: number): Promise<void> {
      await db.updateTable('notifications').set({ read_at: at }).where('read_at', 'is', null).execute();
    },

    async stopAccepting(uuid: string): Promise<void> {
      await db.updateTable('lawyers').set({ accepting: 0 }).where('uuid', '=', uuid).execute();
    },

    async insertLegalTypeLinks(links: Array<{ lawyer_id: number; legal_type_id: number }>): Promise<void> {
      await db.insertInto('lawyer_legal_types').values(links).execute();
    },
  };
}

export type DemoRepo = ReturnType<typeof createDemoRepo>;
