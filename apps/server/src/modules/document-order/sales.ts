import type { Kysely } from 'kysely';
import '../../core/db/schema-documents';
import type { Database } from '../../core/db/schema';
import { nextCatalogueRevision } from '../document/catalogue/revision';

/**
 * A document's `sales` (PRODUCT §12): its paid orders not refunded whole; a free document's are the
 * distinct users who downloaded it. The only writes of the count, each inside the transaction of what
 * moves it: a payment, a whole refund (before the first use, by an operator, or through an appeal), a
 * free document's first download by a user.
 */
export function createDocumentSales(db: Kysely<Database>) {
  async function add(documentId: number, delta: 1 | -1): Promise<void> {
    const catalogue_revision = await nextCatalogueRevision(db);
    await db
      .updateTable('documents')
      .set((eb) => ({ sales: eb('sales', '+', delta), catalogue_revision }))
      .where('id', '=', documentId)
      .execute();
  }
  return {
    paid: (documentId: number) => add(documentId, 1),
    freeDownloaded: (documentId: number) => add(documentId, 1),
    refundedWhole: (documentId: number) => add(documentId, -1),
  };
}
