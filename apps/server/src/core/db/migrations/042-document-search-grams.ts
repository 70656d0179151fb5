import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';
import type { Database } from '../schema';
import { indexListedDocuments } from '../../../modules/document/search-index';

const TABLE = 'document_search_grams';
const BACKFILL_BATCH = 1_000;

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
  await backfill(db as Kysely<Database>);
}

async function backfill(db: Kysely<Database>): Promise<void> {
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
