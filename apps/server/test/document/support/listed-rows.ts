import type { DocumentState } from '@lawbridge/contract';
import { nextCatalogueRevision } from '../../../src/modules/document/catalogue/revision';
import { documentSearchText } from '../../../src/modules/document/search-text';
import type { Kysely } from 'kysely';
import type { Database } from '../../../src/core/db/schema';

export interface ListedRow {
  title: string;
  /** null: a platform document (uploaded from the console). */
  uploaderId: number | null;
  lawyerId?: number | null;
  legalTypeId: number;
  tags?: string[];
  price?: number;
  sales?: number;
  ratingSum?: number;
  ratingCount?: number;
  listedAt: number;
  state?: DocumentState;
}

let rowSerial = 0;

/**
 * A document written straight into the tables as the review leaves it (an approved version, listed), for
 * tests of lists and sorts that need many documents without converting a file for each.
 */
export async function insertListed(db: Kysely<Database>, row: ListedRow): Promise<number> {
  return db.transaction().execute((trx) => insertListedIn(trx, row));
}

async function insertListedIn(db: Kysely<Database>, row: ListedRow): Promise<number> {
  rowSerial += 1;
  const tags = row.tags ?? [];
  const document = await db
    .insertInto('documents')
    .values({
      uploader_user_id: row.uploaderId,
      uploader_lawyer_id: row.lawyerId ?? null,
      title: row.title,
      search_text: documentSearchText(row.title, tags),
      legal_type_id: row.legalTypeId,
      tags: JSON.stringify(tags),
      description: '一份用于测试的文档简介。',
      price: row.price ?? 0,
      state: row.state ?? 'listed',
      listed_version_id: null,
      reason_code: null,
      reason_text: null,
      sales: row.sales ?? 0,
      rating_sum: row.ratingSum ?? 0,
      rating_count: row.ratingCount ?? 0,
      listed_at: row.listedAt,
      created_at: row.listedAt,
      updated_at: row.listedAt,
      catalogue_revision: await nextCatalogueRevision(db),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const version = await db
    .insertInto('document_versions')
    .values({
      document_id: document.id,
      version_no: 1,
      upload_id: `listed-row-${rowSerial}`,
      format: 'pdf',
      size: 2048,
      sha256: `listed-row-sha-${rowSerial}`,
      pages: 3,
      state: 'approved',
      created_at: row.listedAt,
      updated_at: row.listedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('documents')
    .set({ listed_version_id: version.id })
    .where('id', '=', document.id)
    .execute();
  return document.id;
}
