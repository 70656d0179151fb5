import type { Page } from '@lawbridge/contract';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { Fragment, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AsyncView } from '../../../components/async-view';
import { EmptyState } from '../../../components/empty-state';
import { FindLawyerButton } from '../../../components/find-lawyer-button';
import { GroupTabs, tabNamed, type GroupTab } from '../../../components/group-tabs';
import { infiniteListOf } from '../../../lib/infinite-list';
import { withQuery } from '../../../lib/url';
import { OrderKindSwitch, type OrderKind } from './order-kind-switch';
import styles from './order-list-shell.module.css';

export interface OrderListShellProps<K extends string, T extends { order_no: string }> {
  /** Which record list this is (marked in the switch at the top). */
  kind: OrderKind;
  /** The list's own address; the chosen tab goes in its `group` (none for 全部, the tab 'all'). */
  path: string;
  tabs: readonly GroupTab<K>[];
  /** The address's `group`: the tab it names is open, 全部 (the first tab) for anything else. */
  group: string | undefined;
  /** The customer's orders in a tab, page by page. */
  useOrders(filter: K): UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  /** What an empty 全部 says, e.g. 暂无服务记录. */
  emptyAll: string;
  /** What an order is called in 暂无…的…, e.g. 订单. */
  itemName: string;
  /** The page an order opens, given its `order_no`. */
  detailPath: string;
  /** One order's card, opening `to`. */
  renderCard(order: T, to: string): ReactNode;
}

/**
 * The customer's record lists (服务记录, 预约记录): the kind switch, the group tabs kept in the address,
 * and the chosen tab's orders as cards, loading further pages as the list scrolls.
 */
export function OrderListShell<K extends string, T extends { order_no: string }>({
  kind,
  path,
  tabs,
  group,
  emptyAll,
  itemName,
  ...list
}: OrderListShellProps<K, T>) {
  const filter = tabNamed(tabs, group);
  const navigate = useNavigate();
  const location = useLocation();
  // The tab is part of the address (replaced, not pushed, keeping the entry's state): back from an
  // order returns to the same tab.
  const choose = (next: K) =>
    void navigate(withQuery(path, { group: next === 'all' ? undefined : next }), {
      replace: true,
      state: location.state as unknown,
    });
  const tabTitle = tabs.find((tab) => tab.key === filter)?.title;
  return (
    <>
      <OrderKindSwitch current={kind} />
      <GroupTabs tabs={tabs} value={filter} onChange={choose} />
      <OrderList
        key={filter}
        filter={filter}
        empty={filter === 'all' ? emptyAll : `暂无${tabTitle ?? ''}的${itemName}`}
        {...list}
      />
    </>
  );
}

function OrderList<K extends string, T extends { order_no: string }>({
  filter,
  empty,
  useOrders,
  detailPath,
  renderCard,
}: { filter: K; empty: string } & Pick<
  OrderListShellProps<K, T>,
  'useOrders' | 'detailPath' | 'renderCard'
>) {
  const orders = useOrders(filter);
  const { state, loadMore } = infiniteListOf(orders);
  return (
    <AsyncView
      query={state}
      loading={<Skeleton.Paragraph lineCount={6} animated className={styles.skeleton} />}
    >
      {(data) => {
        const list = data.pages.flatMap((page) => page.list);
        if (list.length === 0) {
          return <EmptyState text={empty}>{filter === 'all' ? <FindLawyerButton /> : null}</EmptyState>;
        }
        return (
          <div className={styles.list}>
            {list.map((order) => (
              <Fragment key={order.order_no}>
                {renderCard(order, withQuery(detailPath, { order_no: order.order_no }))}
              </Fragment>
            ))}
            <InfiniteScroll loadMore={loadMore} hasMore={orders.hasNextPage} />
          </div>
        );
      }}
    </AsyncView>
  );
}
