import type { Kysely } from 'kysely';
import '../../../core/db/schema-documents';
import type { Database } from '../../../core/db/schema';
import { currentCatalogueRevision } from '../../common/catalogue-revision';
import { createRevisionSync } from '../../common/revision-sync';
import { createCatalogue, type Catalogue, type CatalogueRow } from './catalogue';

/** Rows written after revision `after` (all listed rows for a first load), as the catalogue reads them. */
async function rowsAfter(db: Kysely<Database>, after: number | null): Promise<CatalogueRow[]> {
  let query = db
    .selectFrom('documents')
    .select([
      'id',
      'state',
      'legal_type_id',
      'price',
      'sales',
      'rating_sum',
      'rating_count',
      'listed_at',
      'search_text',
    ]);
  query =
    after === null ? query.where('state', '=', 'listed') : query.where('catalogue_revision', '>', after);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    state: row.state,
    legalTypeId: row.legal_type_id,
    price: Number(row.price),
    sales: Number(row.sales),
    ratingSum: Number(row.rating_sum),
    ratingCount: Number(row.rating_count),
    listedAt: Number(row.listed_at ?? 0),
    searchText: row.search_text,
  }));
}

/**
 * This server's catalogue, in step with the database (common/revision-sync.ts): every server of a deployment
 * keeps its own, each as current as its database.
 */
export function createCatalogueSync(db: Kysely<Database>) {
  const catalogue = createCatalogue();
  const sync = createRevisionSync({
    revision: () => currentCatalogueRevision(db, 'documents'),
    rowsAfter: (after) => rowsAfter(db, after),
    apply: (rows) => catalogue.apply(rows),
  });

  return {
    /** The catalogue in step with the database, and the revision it holds every change up to. */
    async current(): Promise<{ catalogue: Catalogue; revision: number }> {
      return { catalogue, revision: await sync.current() };
    },
  };
}

export type CatalogueSync = ReturnType<typeof createCatalogueSync>;
