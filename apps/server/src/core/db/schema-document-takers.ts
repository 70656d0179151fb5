import type { Selectable } from 'kysely';

/** Migration 036: the users who downloaded a free document, once each (its `sales`). */
export interface DocumentFreeTakersTable {
  document_id: number;
  user_id: number;
  created_at: number;
}

export type DocumentFreeTakerRow = Selectable<DocumentFreeTakersTable>;

declare module './schema' {
  interface Database {
    document_free_takers: DocumentFreeTakersTable;
  }
}
