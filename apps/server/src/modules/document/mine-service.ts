import {
  DOCUMENT_STATE_LABELS,
  DOCUMENT_VERSION_STATE_LABELS,
  lawyerShareOf,
  type MyDocumentItem,
  type MyDocumentList,
  type PageQuery,
} from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import type { DocumentRow, DocumentVersionRow } from '../../core/db/schema-documents';
import { reasonText } from './reasons';
import { coverUrlOf } from './view';

/** Why the document is where it is: the failure, the rejection or the take-down; null otherwise. */
function reasonOf(document: DocumentRow, latest: DocumentVersionRow | undefined): string | null {
  if (document.state === 'failed') return latest?.failure ?? null;
  if (document.state === 'rejected' || document.state === 'taken_down') {
    return reasonText(document.reason_code, document.reason_text);
  }
  return null;
}

/** A newer version than the listed one, still in processing or review, or refused. */
function pendingOf(
  document: DocumentRow,
  latest: DocumentVersionRow | undefined,
): MyDocumentItem['pending_version'] {
  if (!latest || document.listed_version_id === null || latest.id === document.listed_version_id) return null;
  if (latest.state === 'approved' || latest.state === 'superseded') return null;
  return {
    version_no: latest.version_no,
    state: latest.state,
    state_label: DOCUMENT_VERSION_STATE_LABELS[latest.state],
    reason:
      latest.state === 'failed' ? latest.failure : reasonText(latest.review_reason_code, latest.review_text),
  };
}

/** 我的文档: the signed-in user's uploads, newest first, with sales and income. */
export async function myDocuments(
  db: Kysely<Database>,
  input: { userId: number; query: PageQuery },
): Promise<MyDocumentList> {
  const { userId, query } = input;
  const [documents, total] = await Promise.all([
    db
      .selectFrom('documents')
      .selectAll()
      .where('uploader_user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset((query.page - 1) * query.page_size)
      .limit(query.page_size)
      .execute(),
    db
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('uploader_user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  const ids = documents.map((document) => document.id);
  const versions = ids.length
    ? await db.selectFrom('document_versions').selectAll().where('document_id', 'in', ids).execute()
    : [];
  // Income: each finished order's share after the commission it was bought with (refunded orders never finish).
  const finished = ids.length
    ? await db
        .selectFrom('document_orders')
        .select(['document_id', 'price', 'commission_percent'])
        .where('document_id', 'in', ids)
        .where('state', '=', 'finished')
        .execute()
    : [];
  const list = documents.map((document): MyDocumentItem => {
    const own = versions.filter((version) => version.document_id === document.id);
    const latest = own.reduce<DocumentVersionRow | undefined>(
      (newest, version) => (!newest || version.version_no > newest.version_no ? version : newest),
      undefined,
    );
    const shown = own.find((version) => version.id === document.listed_version_id) ?? latest;
    const income = finished
      .filter((order) => order.document_id === document.id)
      .reduce((sum, order) => sum + lawyerShareOf(order.price, order.commission_percent * 100), 0);
    return {
      id: document.id,
      title: document.title,
      state: document.state,
      state_label: DOCUMENT_STATE_LABELS[document.state],
      reason: reasonOf(document, latest),
      price: document.price,
      sales: document.sales,
      income,
      version_no: shown?.version_no ?? 1,
      pending_version: pendingOf(document, latest),
      cover_url: shown ? coverUrlOf(shown) : null,
      created_at: document.created_at,
      updated_at: document.updated_at,
    };
  });
  return { list, total: Number(total.total), page: query.page, page_size: query.page_size };
}
