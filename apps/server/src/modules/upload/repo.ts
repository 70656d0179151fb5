import type { Kysely } from 'kysely';
import type { Database, UploadRow } from '../../core/db/schema';

export function createUploadRepo(db: Kysely<Database>) {
  return {
    async insert(row: UploadRow): Promise<void> {
      await db.insertInto('uploads').values(row).execute();
    },

    async findById(id: string): Promise<UploadRow | undefined> {
      return db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async isOwnedByUser(id: string, userId: number): Promise<boolean> {
      const row = await db
        .selectFrom('uploads')
        .select('id')
        .where('id', '=', id)
        .where('owner_user_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type UploadRepo = ReturnType<typeof createUploadRepo>;
