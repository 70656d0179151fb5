import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import { loadRefundRequests } from '../refund/refund-request-view';
import { createServiceOrderRepo, SERVICE_ORDER_KIND } from './repo';
import type { OrderExtras } from './view';

/** An order's images and files (description, delivery) and refund requests with their uploads. */
export async function loadOrderExtras(db: Kysely<Database>, orderId: number): Promise<OrderExtras> {
  const orders = createServiceOrderRepo(db);
  const [images, deliveryAttachments, refundRequests] = await Promise.all([
    orders.uploadsOf(orderId, 'description'),
    orders.uploadsOf(orderId, 'delivery'),
    loadRefundRequests(db, SERVICE_ORDER_KIND, orderId),
  ]);
  return { images, deliveryAttachments, refundRequests };
}
