import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';
import { searchGrams } from '../../../modules/document/search-text';

const TABLE = 'document_search_grams';
const BACKFILL_BATCH = 1_000;
/** Rows per insert statement: three parameters each, well under both databases' limits. */
const ROWS_PER_STATEMENT = 500;

/** What this migration reads and writes, as it was then (migration 043 drops the table). */
interface Tables {
  documents: { id: number; legal_type_id: number; search_text: string; state: string };
  document_search_grams: { gram: string; legal_type_id: number; document_id: number };
}
type ListedDocument = Pick<Tables['documents'], 'id' | 'legal_type_id' | 'search_text'>;

/**
 * The document centre's keyword index (docs/decisions.md "The document centre's keyword index"): the grams of
 * each listed document's `search_text` with its legal type, keyed (gram, legal_type_id, document_id) so a
 * keyword's postings, with or without a type, are one range of the key. SQLite keeps the rows in the key
 * itself (WITHOUT ROWID: one tree instead of a table and its copy). `document_search_grams_document` serves
 * the removal of a document's rows when it leaves the centre. Existing listed documents are indexed here, a
 * batch of ids at a time (100,000 documents: see docs/performance.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable(TABLE)
    .addColumn('gram', 'varchar(4)', (col) => col.notNull())
    .addColumn('legal_type_id', 'integer', (col) => col.notNull())
    .addColumn('document_id', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint(`${TABLE}_pk`, ['gram', 'legal_type_id', 'document_id'])
    .$call((table) => (dialectOf(db) === 'sqlite' ? table.modifyEnd(sql`without rowid`) : table))
    .execute();
  await db.schema.createIndex(`${TABLE}_document`).on(TABLE).column('document_id').execute();
  await backfill(db as Kysely<Tables>);
}

async function indexListedDocuments(db: Kysely<Tables>, documents: readonly ListedDocument[]): Promise<void> {
  const rows = documents.flatMap((document) =>
    searchGrams(document.search_text).map((gram) => ({
      gram,
      legal_type_id: document.legal_type_id,
      document_id: document.id,
    })),
  );
  for (let first = 0; first < rows.length; first += ROWS_PER_STATEMENT) {
    await db
      .insertInto(TABLE)
      .values(rows.slice(first, first + ROWS_PER_STATEMENT))
      .execute();
  }
}

async function backfill(db: Kysely<Tables>): Promise<void> {
  let after = 0;
  for (;;) {
    const documents = await db
      .selectFrom('documents')
      .select(['id', 'legal_type_id', 'search_text'])
      .where('state', '=', 'listed')
      .where('id', '>', after)
      .orderBy('id')
      .limit(BACKFILL_BATCH)
      .execute();
    const last = documents.at(-1);
    if (!last) return;
    // A batch a transaction (SQLite runs migrations outside one): not one commit per insert statement.
    if (db.isTransaction) await indexListedDocuments(db, documents);
    else await db.transaction().execute((trx) => indexListedDocuments(trx, documents));
    after = last.id;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable(TABLE).execute();
}
