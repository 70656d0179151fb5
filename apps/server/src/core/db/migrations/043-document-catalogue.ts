import type { Kysely } from 'kysely';
import * as centreIndexes from './034-document-centre-indexes';
import * as documentSearchGrams from './042-document-search-grams';

/** The centre's indexes of migrations 034 and 042, which the in-memory catalogue replaces. */
const CENTRE_INDEXES = [
  'documents_centre_default',
  'documents_centre_rating',
  'documents_centre_price',
  'documents_centre_search',
];

/**
 * The document centre's catalogue (modules/document/catalogue/, docs/decisions.md "The document centre's
 * catalogue"): each server keeps the listed documents' filter and sort keys in memory and brings them in step
 * with the database by revisions. `catalogue_revisions` holds the last revision given out; every write to a
 * document takes the next one in its transaction and stamps the row with it, so a server that read revision r
 * finds every change after the r it last loaded with `catalogue_revision > r` (migration's index). Existing rows
 * start at 0 (a server's first load reads all). The centre's SQL indexes (034) and keyword index (042) go.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalogue_revisions')
    .addColumn('name', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('revision', 'bigint', (col) => col.notNull())
    .execute();
  await db
    .insertInto('catalogue_revisions' as never)
    .values({ name: 'documents', revision: 0 } as never)
    .execute();
  await db.schema
    .alterTable('documents')
    .addColumn('catalogue_revision', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('documents_catalogue_revision')
    .on('documents')
    .column('catalogue_revision')
    .execute();
  for (const name of CENTRE_INDEXES) await db.schema.dropIndex(name).execute();
  await db.schema.dropTable('document_search_grams').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('documents_catalogue_revision').execute();
  await db.schema.alterTable('documents').dropColumn('catalogue_revision').execute();
  await db.schema.dropTable('catalogue_revisions').execute();
  await centreIndexes.up(db);
  await documentSearchGrams.up(db);
}
