/**
 * Migration 042: the document centre's keyword index, one row per gram of a listed document's `search_text`
 * (modules/document/search-text.ts `searchGrams`), with the document's legal type so a keyword's total with a
 * type filter reads the index alone.
 */
export interface DocumentSearchGramsTable {
  gram: string;
  legal_type_id: number;
  document_id: number;
}

declare module './schema' {
  interface Database {
    document_search_grams: DocumentSearchGramsTable;
  }
}
