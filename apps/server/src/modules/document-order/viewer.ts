import type { DocumentViewer } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import '../../core/db/schema-documents';
import type { Database } from '../../core/db/schema';
import { createDailyDownloads } from './daily-downloads';

/** What the viewer needs of a document. */
export interface ViewedDocument {
  id: number;
  price: number;
  uploader_user_id: number | null;
  listed_version_id: number | null;
}

const NOBODY: DocumentViewer = {
  own: false,
  entitled: false,
  order_no: null,
  order_state: null,
  can_refund: false,
  can_rate: false,
  rated: false,
  downloads_left_today: 0,
};

/** The states of an order that entitles its buyer (paid and not refunded). */
export const BOUGHT_STATES = ['paid', 'finished'] as const;

/**
 * What the signed-in user may do with a document (contract DocumentViewer): their own upload, their open or
 * bought order, whether they may download and read (bought, free and listed, or their own), refund (paid and
 * never downloaded or read), rate (bought, not yet rated, not their own). A visitor may do nothing.
 */
export async function documentViewerOf(
  db: Kysely<Database>,
  input: { userId: number | null; document: ViewedDocument; now: number },
): Promise<DocumentViewer> {
  const { userId, document } = input;
  if (userId === null) return NOBODY;
  const order = await db
    .selectFrom('document_orders')
    .select(['order_no', 'state', 'first_used_at'])
    .where('buyer_id', '=', userId)
    .where('document_id', '=', document.id)
    .where('state', 'in', ['unpaid', ...BOUGHT_STATES])
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const rating = await db
    .selectFrom('document_ratings')
    .select('id')
    .where('document_id', '=', document.id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const own = document.uploader_user_id === userId;
  const bought = order !== undefined && order.state !== 'unpaid';
  const freeListed = document.price === 0 && document.listed_version_id !== null;
  return {
    own,
    entitled: own || bought || freeListed,
    order_no: order?.order_no ?? null,
    order_state: order?.state ?? null,
    can_refund: order?.state === 'paid' && order.first_used_at === null,
    can_rate: bought && !own && rating === undefined,
    rated: rating !== undefined,
    downloads_left_today: await createDailyDownloads(db).leftToday(userId, input.now),
  };
}
