import type { DocumentState } from '@lawbridge/contract';
import type { Insertable, Kysely, Updateable } from 'kysely';
import '../../core/db/schema-documents';
import type { Database } from '../../core/db/schema';
import { BOUGHT_STATES } from '../document-order/viewer';
import { refreshSearchIndex } from './search-index';
import type { DocumentEventsTable, DocumentRow, DocumentsTable } from '../../core/db/schema-documents';

export type DocumentEvent = Omit<Insertable<DocumentEventsTable>, 'id'>;

/** The `documents` rows and their `document_events`. */
export function createDocumentsRepo(db: Kysely<Database>) {
  return {
    async insert(row: Omit<Insertable<DocumentsTable>, 'id'>): Promise<number> {
      const inserted = await db.insertInto('documents').values(row).returning('id').executeTakeFirstOrThrow();
      if (row.state === 'listed') await refreshSearchIndex(db, inserted.id);
      return inserted.id;
    },

    async findById(id: number): Promise<DocumentRow | undefined> {
      return db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * Changes the document when it is still in one of `from` (compare-and-set: a concurrent change in between
     * makes this answer false and change nothing).
     */
    async change(
      id: number,
      from: readonly DocumentState[],
      patch: Updateable<DocumentsTable> & { updated_at: number },
    ): Promise<boolean> {
      const result = await db
        .updateTable('documents')
        .set((eb) => ({ ...patch, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .where('state', 'in', from)
        .executeTakeFirst();
      const changed = result.numUpdatedRows > 0n;
      if (changed && patch.state !== undefined) await refreshSearchIndex(db, id);
      return changed;
    },

    async addEvent(event: DocumentEvent): Promise<void> {
      await db.insertInto('document_events').values(event).execute();
    },

    /** The buyers who keep the document (paid or finished orders), e.g. to tell them of a new version. */
    async buyerIds(documentId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('document_orders')
        .select('buyer_id')
        .distinct()
        .where('document_id', '=', documentId)
        .where('state', 'in', BOUGHT_STATES)
        .execute();
      return rows.map((row) => row.buyer_id);
    },

    /** The user's order that entitles them to the document (paid or finished), if any. */
    async boughtOrderId(documentId: number, userId: number): Promise<number | null> {
      const row = await db
        .selectFrom('document_orders')
        .select('id')
        .where('document_id', '=', documentId)
        .where('buyer_id', '=', userId)
        .where('state', 'in', BOUGHT_STATES)
        .executeTakeFirst();
      return row?.id ?? null;
    },
  };
}

export type DocumentsRepo = ReturnType<typeof createDocumentsRepo>;
