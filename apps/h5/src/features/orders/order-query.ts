import { serviceOrderQuery } from '@lawbridge/contract';
import type { QueryParams } from '../../lib/url';

/** The page's `order_no` when it is a well-formed order number, else '' (the page shows not found). */
export function orderNoOf(query: QueryParams): string {
  const orderNo = query.order_no ?? '';
  return serviceOrderQuery.safeParse({ order_no: orderNo }).success ? orderNo : '';
}
