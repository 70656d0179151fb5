import type { Kysely } from 'kysely';
import '../../../core/db/schema-catalogue-revisions';
import type { Database } from '../../../core/db/schema';

/**
 * The next catalogue revision, for a write to a `documents` row to stamp it with (`catalogue_revision`,
 * migration 043). Taken inside the write's transaction: on PostgreSQL the counter's row stays locked until
 * it commits, so revisions commit in the order they are given out, and a server that reads revision r (only
 * committed values are read) finds every row written up to r (catalogue/sync.ts).
 */
export async function nextCatalogueRevision(db: Kysely<Database>): Promise<number> {
  if (!db.isTransaction) throw new Error('a catalogue revision is taken inside the write’s transaction');
  const row = await db
    .updateTable('catalogue_revisions')
    .set((eb) => ({ revision: eb('revision', '+', 1) }))
    .where('name', '=', 'documents')
    .returning('revision')
    .executeTakeFirstOrThrow();
  return Number(row.revision);
}
