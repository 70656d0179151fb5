import type { Kysely } from 'kysely';
import '../../../core/db/schema-documents';
import type { Database } from '../../../core/db/schema';
import { createCatalogue, type Catalogue, type CatalogueRow } from './catalogue';
import { currentCatalogueRevision } from './revision';

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
 * This server's catalogue, in step with the database: each use reads the last revision given out (one indexed
 * row) and, when it moved, loads the rows written since the revision loaded last (one load at a time; those who
 * ask meanwhile wait for it). Every server of a deployment keeps its own, each as current as its database.
 */
export function createCatalogueSync(db: Kysely<Database>) {
  const catalogue = createCatalogue();
  /** The revision every row up to which is in the catalogue; null before the first load. */
  let loaded: number | null = null;
  let loading: Promise<void> | null = null;

  async function load(upTo: number): Promise<void> {
    catalogue.apply(await rowsAfter(db, loaded));
    loaded = Math.max(loaded ?? upTo, upTo);
  }

  return {
    /** The catalogue in step with the database, and the revision it holds every change up to. */
    async current(): Promise<{ catalogue: Catalogue; revision: number }> {
      const revision = await currentCatalogueRevision(db);
      while (loaded === null || loaded < revision) {
        loading ??= load(revision).finally(() => (loading = null));
        await loading;
      }
      return { catalogue, revision: loaded };
    },
  };
}

export type CatalogueSync = ReturnType<typeof createCatalogueSync>;
