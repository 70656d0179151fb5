import { SERVICE_ORDER_STATES } from '@lawbridge/contract';
import Tabs from 'antd-mobile/es/components/tabs';
import type { ServiceOrderFilter } from '../api/service-order-keys';
import { stateLabel } from '../order-text';
import styles from './order-state-tabs.module.css';

/** 全部 and one tab per state, in the order an order passes them. */
export const ORDER_FILTERS: ReadonlyArray<{ key: ServiceOrderFilter; title: string }> = [
  { key: 'all', title: '全部' },
  ...SERVICE_ORDER_STATES.map((state) => ({ key: state, title: stateLabel(state) })),
];

export function filterOf(value: string | undefined): ServiceOrderFilter {
  return ORDER_FILTERS.find((filter) => filter.key === value)?.key ?? 'all';
}

/** The state tabs above an order list; they scroll sideways inside themselves on narrow screens. */
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
      {ORDER_FILTERS.map((filter) => (
        <Tabs.Tab key={filter.key} title={filter.title} />
      ))}
    </Tabs>
  );
}
