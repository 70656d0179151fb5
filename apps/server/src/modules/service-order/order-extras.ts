import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import { createRefundRequestsRepo } from '../refund/refund-requests-repo';
import { createServiceOrderRepo, SERVICE_ORDER_KIND } from './repo';
import type { OrderExtras } from './view';

/** An order's images and files (description, delivery) and refund requests with their evidence. */
export async function loadOrderExtras(db: Kysely<Database>, orderId: number): Promise<OrderExtras> {
  const orders = createServiceOrderRepo(db);
  const refunds = createRefundRequestsRepo(db);
  const [images, deliveryAttachments, requests] = await Promise.all([
    orders.uploadsOf(orderId, 'description'),
    orders.uploadsOf(orderId, 'delivery'),
    refunds.listFor(SERVICE_ORDER_KIND, orderId),
  ]);
  const evidence = await refunds.uploadsOf(requests.map((request) => request.id));
  return {
    images,
    deliveryAttachments,
    refundRequests: requests.map((request) => ({ ...request, uploads: evidence.get(request.id) ?? [] })),
  };
}
