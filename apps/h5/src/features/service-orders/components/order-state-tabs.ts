import { LAWYER_ORDER_GROUPS, SERVICE_ORDER_GROUP_LABELS, SERVICE_ORDER_GROUPS } from '@lawbridge/contract';
import type { GroupTab } from '../../../components/group-tabs';
import type { ServiceOrderFilter } from '../api/service-order-keys';

export type OrderTab = GroupTab<ServiceOrderFilter>;

/**
 * 服务记录's tabs: 全部, then the groups in the order an order passes them (docs/decisions.md). Each order
 * is in exactly one group: 服务中 and 退款中 split the serving state by the refund flag.
 */
export const CUSTOMER_ORDER_TABS: readonly OrderTab[] = [
  { key: 'all', title: '全部' },
  ...SERVICE_ORDER_GROUPS.map((group) => ({ key: group, title: SERVICE_ORDER_GROUP_LABELS[group] })),
];

/** The lawyer's tabs: orders never paid are not the lawyer's, so no 待付款; 全部 last (the work comes first). */
export const LAWYER_ORDER_TABS: readonly OrderTab[] = [
  ...LAWYER_ORDER_GROUPS.map((group) => ({ key: group, title: SERVICE_ORDER_GROUP_LABELS[group] })),
  { key: 'all', title: '全部' },
];
