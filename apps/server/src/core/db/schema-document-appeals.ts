import type { Generated } from 'kysely';
import './schema-documents';

/** Migration 035: what appeals refunded of a document order, in fen (PRODUCT §12a). */
declare module './schema-documents' {
  interface DocumentOrdersTable {
    refunded_amount: Generated<number>;
  }
}
