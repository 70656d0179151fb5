import type { Page } from '@lawbridge/contract';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { Fragment, useState, type ReactNode } from 'react';
import { infiniteListOf } from '../../lib/infinite-list';
import { withQuery } from '../../lib/url';
import { AsyncView } from '../async-view';
import { EmptyState } from '../empty-state';
import type { GroupTab } from '../group-tabs';
import styles from './workbench-section.module.css';

/** How many orders a workbench tab shows, and loads with each 查看更多. */
export const WORKBENCH_PAGE_SIZE = 5;

export interface WorkbenchTab<K extends string> extends GroupTab<K> {
  /** What the tab says when it has no orders. */
  empty: string;
}

export interface WorkbenchSectionProps<K extends string, T extends { order_no: string }> {
  /** The heading's id: the section is named by its heading. */
  titleId: string;
  title: string;
  /** Names the tab list, e.g. 订单状态. */
  tabsLabel: string;
  tabs: readonly WorkbenchTab<K>[];
  /** The tab open first. */
  initial: K;
  /** The totals shown on the tabs; a tab without one shows no count. */
  counts: Partial<Record<K, number | undefined>>;
  /** The orders in a tab, `pageSize` at a time. */
  useOrders(key: K, pageSize: number): UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  /** The page an order opens, given its `order_no`. */
  detailPath: string;
  /** One order's card, opening `to`. */
  renderCard(order: T, to: string): ReactNode;
}

/**
 * A white card on the lawyer workbench: a heading, pill tabs with counts (scrolling sideways on narrow
 * screens), and the chosen tab's orders as cards, WORKBENCH_PAGE_SIZE at a time with 查看更多.
 */
export function WorkbenchSection<K extends string, T extends { order_no: string }>({
  titleId,
  title,
  tabsLabel,
  tabs,
  initial,
  counts,
  ...list
}: WorkbenchSectionProps<K, T>) {
  const [chosen, setChosen] = useState<K>(initial);
  const shown = tabs.find((tab) => tab.key === chosen);
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div className={styles.tabs} role="tablist" aria-label={tabsLabel}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            aria-selected={tab.key === chosen}
            className={tab.key === chosen ? `${styles.tab} ${styles.chosen}` : styles.tab}
            onClick={() => setChosen(tab.key)}
          >
            {tab.title}
            {counts[tab.key] !== undefined ? <span className={styles.count}>{counts[tab.key]}</span> : null}
          </button>
        ))}
      </div>
      {shown ? <TabOrders key={shown.key} tab={shown} {...list} /> : null}
    </section>
  );
}

function TabOrders<K extends string, T extends { order_no: string }>({
  tab,
  useOrders,
  detailPath,
  renderCard,
}: { tab: WorkbenchTab<K> } & Pick<WorkbenchSectionProps<K, T>, 'useOrders' | 'detailPath' | 'renderCard'>) {
  const orders = useOrders(tab.key, WORKBENCH_PAGE_SIZE);
  const { state } = infiniteListOf(orders);
  return (
    <div role="tabpanel" className={styles.panel}>
      <AsyncView query={state}>
        {(data) => {
          const list = data.pages.flatMap((page) => page.list);
          if (list.length === 0) return <EmptyState text={tab.empty} />;
          return (
            <>
              {list.map((order) => (
                <Fragment key={order.order_no}>
                  {renderCard(order, withQuery(detailPath, { order_no: order.order_no }))}
                </Fragment>
              ))}
              {orders.hasNextPage ? (
                <Button
                  className={styles.more}
                  block
                  fill="none"
                  color="primary"
                  loading={orders.isFetchingNextPage}
                  onClick={() => void orders.fetchNextPage()}
                >
                  查看更多
                </Button>
              ) : null}
            </>
          );
        }}
      </AsyncView>
    </div>
  );
}
