import type { ContentKey } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import type { ContentPageRow } from '../../core/db/schema-feedback-content';

export function createContentRepo(db: Kysely<Database>) {
  return {
    async find(key: ContentKey): Promise<ContentPageRow | undefined> {
      return db.selectFrom('content_pages').selectAll().where('key', '=', key).executeTakeFirst();
    },

    async list(): Promise<ContentPageRow[]> {
      return db.selectFrom('content_pages').selectAll().execute();
    },

    /** Returns whether the page exists (and was changed). */
    async update(
      key: ContentKey,
      change: Pick<ContentPageRow, 'title' | 'body' | 'updated_at' | 'updated_by'>,
    ): Promise<boolean> {
      const result = await db
        .updateTable('content_pages')
        .set(change)
        .where('key', '=', key)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type ContentRepo = ReturnType<typeof createContentRepo>;
