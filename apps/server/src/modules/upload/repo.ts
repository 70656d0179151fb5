import { sql, type Kysely } from 'kysely';
import type { Insertable } from 'kysely';
import type { Database, UploadRow, UploadsTable } from '../../core/db/schema';
import { UPLOAD_REFERENCES } from './references';
import type { UploadOwner } from './upload-owner';

/** `uploads.id` is named by none of the columns that hold upload ids. */
const unreferenced = sql<boolean>`${sql.join(
  UPLOAD_REFERENCES.map(
    ({ table, column }) =>
      sql`not exists (select 1 from ${sql.table(table)} where ${sql.ref(`${table}.${column}`)} = uploads.id)`,
  ),
  sql` and `,
)}`;

export function createUploadRepo(db: Kysely<Database>) {
  return {
    async insert(row: Insertable<UploadsTable>): Promise<void> {
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

    /** Serves the upload at its stable address from now on (it became an avatar). */
    async markPublic(id: string): Promise<void> {
      await db.updateTable('uploads').set({ visibility: 'public' }).where('id', '=', id).execute();
    },

    /** Bytes stored for the user's uploads made after `since`. */
    async storedBytesSince(owner: UploadOwner, since: number): Promise<number> {
      const row = await db
        .selectFrom('uploads')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), sql<number>`0`).as('bytes'))
        .where(owner.kind === 'user' ? 'owner_user_id' : 'owner_operator_id', '=', owner.id)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.bytes);
    },

    /**
     * Deletes up to `limit` uploads made before `cutoff` that nothing references, and answers them (their
     * files are the caller's to remove). The reference check sits in the delete itself, so an upload
     * referenced in the meantime is kept.
     */
    async deleteUnreferenced(cutoff: number, limit: number): Promise<Array<{ id: string; path: string }>> {
      const candidates = await db
        .selectFrom('uploads')
        .select('id')
        .where('created_at', '<', cutoff)
        .where(unreferenced)
        .orderBy('created_at')
        .limit(limit)
        .execute();
      if (candidates.length === 0) return [];
      return db
        .deleteFrom('uploads')
        .where(
          'id',
          'in',
          candidates.map((row) => row.id),
        )
        .where(unreferenced)
        .returning(['id', 'path'])
        .execute();
    },
  };
}

export type UploadRepo = ReturnType<typeof createUploadRepo>;
