import type { DocumentOrderStateKey, DocumentOrderTransitionName } from '@lawbridge/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import type { NewNotification } from '../notification/notifier';
import type { OrderEvent } from '../payment/order-payments';
import type { DocumentOrderRecord } from './repo';

/** 已购文档 in the H5 app. */
export const PURCHASED_PAGE = '/pages/common/document/purchased';

/**
 * Who hears of a document order's transition (PRODUCT §14): the buyer of an operator's refund. The buyer's
 * own actions and the first download need nobody told; the uploader reads sales in 我的文档 and 钱包明细.
 */
export async function documentOrderNotices(
  db: Kysely<Database>,
  event: OrderEvent<DocumentOrderStateKey, DocumentOrderTransitionName, DocumentOrderRecord>,
): Promise<NewNotification[]> {
  if (event.transition !== 'operator_refund') return [];
  const document = await db
    .selectFrom('documents')
    .select('title')
    .where('id', '=', event.order.document_id)
    .executeTakeFirstOrThrow();
  return [
    {
      userId: event.order.buyer_id,
      kind: 'refund_decided',
      title: '文档订单已退款',
      body: `《${document.title}》：平台已全额退款，款项原路退回。${event.details.reason ?? ''}`.trim(),
      link: PURCHASED_PAGE,
    },
  ];
}
