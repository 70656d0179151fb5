import type { DocumentVersionState } from '@lawbridge/contract';
import type { Insertable, Kysely, Updateable } from 'kysely';
import '../../core/db/schema-documents';
import type { Database } from '../../core/db/schema';
import type { DocumentVersionRow, DocumentVersionsTable } from '../../core/db/schema-documents';

/** Versions that still count as the platform's copy of a file (processing, in review or on sale). */
const LIVE_VERSION_STATES: readonly DocumentVersionState[] = ['processing', 'reviewing', 'approved'];

/** The `document_versions` rows: each uploaded file, its processing and its review. */
export function createVersionsRepo(db: Kysely<Database>) {
  return {
    /** The new version's id; undefined when its upload already made a version (unique, migration 036). */
    async insert(row: Omit<Insertable<DocumentVersionsTable>, 'id'>): Promise<number | undefined> {
      const inserted = await db
        .insertInto('document_versions')
        .values(row)
        .onConflict((conflict) => conflict.column('upload_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted?.id;
    },

    async findById(id: number): Promise<DocumentVersionRow | undefined> {
      return db.selectFrom('document_versions').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Newest first. */
    async ofDocument(documentId: number): Promise<DocumentVersionRow[]> {
      return db
        .selectFrom('document_versions')
        .selectAll()
        .where('document_id', '=', documentId)
        .orderBy('version_no', 'desc')
        .execute();
    },

    async latestOf(documentId: number): Promise<DocumentVersionRow | undefined> {
      return db
        .selectFrom('document_versions')
        .selectAll()
        .where('document_id', '=', documentId)
        .orderBy('version_no', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    async isUploadUsed(uploadId: string): Promise<boolean> {
      const row = await db
        .selectFrom('document_versions')
        .select('id')
        .where('upload_id', '=', uploadId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Whether a live version of a listed or not yet decided document has this file (SHA-256). */
    async isFileLive(sha256: string): Promise<boolean> {
      const row = await db
        .selectFrom('document_versions')
        .innerJoin('documents', 'documents.id', 'document_versions.document_id')
        .select('document_versions.id')
        .where('document_versions.sha256', '=', sha256)
        .where('document_versions.state', 'in', LIVE_VERSION_STATES)
        .where('documents.state', 'in', ['processing', 'reviewing', 'listed'])
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Changes the version when it is still in `from` (and, with `lease`, still held under that lease):
     * compare-and-set, false when someone changed it first.
     */
    async change(
      id: number,
      from: DocumentVersionState,
      patch: Updateable<DocumentVersionsTable> & { updated_at: number },
      lease?: number,
    ): Promise<boolean> {
      let query = db
        .updateTable('document_versions')
        .set(patch)
        .where('id', '=', id)
        .where('state', '=', from);
      if (lease !== undefined) query = query.where('lease_until', '=', lease);
      const result = await query.executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** The oldest version waiting for processing whose lease (if any) has run out. */
    async nextToProcess(now: number): Promise<DocumentVersionRow | undefined> {
      return db
        .selectFrom('document_versions')
        .selectAll()
        .where('state', '=', 'processing')
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
        .orderBy('created_at')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
    },

    /**
     * Takes the version for one processing attempt until `until`, if nobody holds a live lease on it
     * (compare-and-set on the lease it was seen with).
     */
    async claim(version: DocumentVersionRow, until: number, now: number): Promise<boolean> {
      let query = db
        .updateTable('document_versions')
        .set((eb) => ({ lease_until: until, attempts: eb('attempts', '+', 1), updated_at: now }))
        .where('id', '=', version.id)
        .where('state', '=', 'processing')
        .where('attempts', '=', version.attempts);
      query =
        version.lease_until === null
          ? query.where('lease_until', 'is', null)
          : query.where('lease_until', '=', version.lease_until);
      const result = await query.executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type VersionsRepo = ReturnType<typeof createVersionsRepo>;
