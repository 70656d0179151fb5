/**
 * (043, 044) The last revision given out per in-memory catalogue: `documents` (taken by the writers' code) and
 * `lawyers` (taken by the database's triggers on `lawyers`, `lawyer_legal_types` and `lawyer_services`).
 */
export interface CatalogueRevisionsTable {
  name: CatalogueName;
  revision: number;
}

export type CatalogueName = 'documents' | 'lawyers';

declare module './schema' {
  interface Database {
    catalogue_revisions: CatalogueRevisionsTable;
  }
}
