import type { Kysely } from 'kysely';
import '../../core/db/schema-document-search';
import '../../core/db/schema-documents';
import type { Database } from '../../core/db/schema';
import { searchGrams } from './search-text';

export interface IndexedDocument {
  id: number;
  legal_type_id: number;
  search_text: string;
}

/** Rows per insert statement: three parameters each, well under both databases' limits. */
const ROWS_PER_STATEMENT = 500;

/** Adds listed documents' grams to `document_search_grams` (the caller knows they have none yet). */
export async function indexListedDocuments(
  db: Kysely<Database>,
  documents: readonly IndexedDocument[],
): Promise<void> {
  const rows = documents.flatMap((document) =>
    searchGrams(document.search_text).map((gram) => ({
      gram,
      legal_type_id: document.legal_type_id,
      document_id: document.id,
    })),
  );
  for (let first = 0; first < rows.length; first += ROWS_PER_STATEMENT) {
    await db
      .insertInto('document_search_grams')
      .values(rows.slice(first, first + ROWS_PER_STATEMENT))
      .execute();
  }
}

/**
 * Brings one document's postings in step with its state, in the caller's transaction: a listed document has
 * its grams, any other none (the centre lists listed documents only). Called after every insert of a document
 * and every change of its state (documents-repo).
 */
export async function refreshSearchIndex(db: Kysely<Database>, documentId: number): Promise<void> {
  await db.deleteFrom('document_search_grams').where('document_id', '=', documentId).execute();
  const document = await db
    .selectFrom('documents')
    .select(['id', 'legal_type_id', 'search_text'])
    .where('id', '=', documentId)
    .where('state', '=', 'listed')
    .executeTakeFirst();
  if (document) await indexListedDocuments(db, [document]);
}
