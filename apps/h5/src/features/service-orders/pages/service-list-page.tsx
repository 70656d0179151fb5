import { SERVICE_ORDER_GROUP_LABELS } from '@lawbridge/contract';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useLocation, useNavigate } from 'react-router';
import type { PageProps } from '../../../app/page-types';
import { PATHS } from '../../../app/paths';
import { AsyncView } from '../../../components/async-view';
import { EmptyState } from '../../../components/empty-state';
import { FindLawyerButton } from '../../../components/find-lawyer-button';
import { GroupTabs } from '../../../components/group-tabs';
import { infiniteListOf } from '../../../lib/infinite-list';
import { withQuery } from '../../../lib/url';
import { useServiceOrders } from '../api/get-service-orders';
import type { ServiceOrderFilter } from '../api/service-order-keys';
import { OrderKindSwitch } from '../components/order-kind-switch';
import { CUSTOMER_ORDER_TABS, filterOf } from '../components/order-state-tabs';
import { ServiceOrderCard } from '../components/service-order-card';
import styles from './service-list-page.module.css';

/** 服务记录 (the 订单 tab; query: group): the customer's online services by tab, 预约记录 one tap away. */
export default function ServiceListPage({ query }: PageProps) {
  const filter = filterOf(query.group);
  const navigate = useNavigate();
  const location = useLocation();
  // The tab is part of the address (replaced, not pushed, keeping the tab entry's state): back from an
  // order returns to the same tab.
  const choose = (next: ServiceOrderFilter) =>
    void navigate(withQuery(PATHS.serviceList, { group: next === 'all' ? undefined : next }), {
      replace: true,
      state: location.state as unknown,
    });
  return (
    <>
      <OrderKindSwitch current="service" />
      <GroupTabs tabs={CUSTOMER_ORDER_TABS} value={filter} onChange={choose} />
      <ServiceOrderList key={filter} filter={filter} />
    </>
  );
}

function ServiceOrderList({ filter }: { filter: ServiceOrderFilter }) {
  const orders = useServiceOrders(filter);
  const { state, loadMore } = infiniteListOf(orders);
  return (
    <AsyncView
      query={state}
      loading={<Skeleton.Paragraph lineCount={6} animated className={styles.skeleton} />}
    >
      {(data) => {
        const list = data.pages.flatMap((page) => page.list);
        if (list.length === 0) {
          return (
            <EmptyState
              text={filter === 'all' ? '暂无服务记录' : `暂无${SERVICE_ORDER_GROUP_LABELS[filter]}的订单`}
            >
              {filter === 'all' ? <FindLawyerButton /> : null}
            </EmptyState>
          );
        }
        return (
          <div className={styles.list}>
            {list.map((order) => (
              <ServiceOrderCard
                key={order.order_no}
                order={order}
                viewer="customer"
                to={withQuery(PATHS.serviceDetail, { order_no: order.order_no })}
              />
            ))}
            <InfiniteScroll loadMore={loadMore} hasMore={orders.hasNextPage} />
          </div>
        );
      }}
    </AsyncView>
  );
}
