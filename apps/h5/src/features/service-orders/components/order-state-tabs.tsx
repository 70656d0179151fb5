import { LAWYER_ORDER_GROUPS, SERVICE_ORDER_GROUP_LABELS, SERVICE_ORDER_GROUPS } from '@lawbridge/contract';
import Tabs from 'antd-mobile/es/components/tabs';
import type { ServiceOrderFilter } from '../api/service-order-keys';
import styles from './order-state-tabs.module.css';

export interface OrderTab {
  key: ServiceOrderFilter;
  title: string;
}

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

/** The tab named in the address, or 全部 for anything else. */
export function filterOf(value: string | undefined): ServiceOrderFilter {
  return CUSTOMER_ORDER_TABS.find((tab) => tab.key === value)?.key ?? 'all';
}

/** The group tabs above an order list; they scroll sideways inside themselves on narrow screens. */
export function OrderStateTabs({
  value,
  onChange,
}: {
  value: ServiceOrderFilter;
  onChange(filter: ServiceOrderFilter): void;
}) {
  return (
    <Tabs
      className={styles.tabs}
      activeKey={value}
      onChange={(key) => onChange(filterOf(key))}
      stretch={false}
    >
      {CUSTOMER_ORDER_TABS.map((tab) => (
        <Tabs.Tab key={tab.key} title={tab.title} />
      ))}
    </Tabs>
  );
}
