import type { DocumentState } from '@lawbridge/contract';
import type { Insertable, Kysely, Updateable } from 'kysely';
import '../../core/db/schema-documents';
import type { Database } from '../../core/db/schema';
import { BOUGHT_STATES } from '../document-order/viewer';
import { nextCatalogueRevision } from './catalogue/revision';
import type { DocumentEventsTable, DocumentRow, DocumentsTable } from '../../core/db/schema-documents';

export type DocumentEvent = Omit<Insertable<DocumentEventsTable>, 'id'>;

/** The `documents` rows and their `document_events`. */
export function createDocumentsRepo(db: Kysely<Database>) {
  return {
    /** Inserts a document inside the caller's transaction (it takes a catalogue revision). */
    async insert(row: Omit<Insertable<DocumentsTable>, 'id' | 'catalogue_revision'>): Promise<number> {
      const catalogue_revision = await nextCatalogueRevision(db);
      const inserted = await db
        .insertInto('documents')
        .values({ ...row, catalogue_revision })
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    },

    async findById(id: number): Promise<DocumentRow | undefined> {
      return db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * Changes the document when it is still in one of `from` (compare-and-set: a concurrent change in between
     * makes this answer false and change nothing), inside the caller's transaction (it takes a catalogue revision).
     */
    async change(
      id: number,
      from: readonly DocumentState[],
      patch: Omit<Updateable<DocumentsTable>, 'catalogue_revision'> & { updated_at: number },
    ): Promise<boolean> {
      const catalogue_revision = await nextCatalogueRevision(db);
      const result = await db
        .updateTable('documents')
        .set((eb) => ({ ...patch, catalogue_revision, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .where('state', 'in', from)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
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
