import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { PATHS } from '../../../app/paths';
import { AsyncView } from '../../../components/async-view';
import { EmptyState } from '../../../components/empty-state';
import { infiniteListOf } from '../../../lib/infinite-list';
import { withQuery } from '../../../lib/url';
import { useLawyerServiceOrders } from '../../service-orders/api/get-lawyer-service-orders';
import type { ServiceOrderFilter } from '../../service-orders/api/service-order-keys';
import { LAWYER_ORDER_TABS } from '../../service-orders/components/order-state-tabs';
import { ServiceOrderCard } from '../../service-orders/components/service-order-card';
import styles from './pending-orders.module.css';

const SHOWN = 5;

/** The lawyer's tabs (the same groups as 服务记录, without orders never paid); 全部 is 全部订单 here. */
const KINDS: ReadonlyArray<{ filter: ServiceOrderFilter; title: string; empty: string }> =
  LAWYER_ORDER_TABS.map((tab) =>
    tab.key === 'all'
      ? { filter: tab.key, title: '全部订单', empty: '暂无订单' }
      : { filter: tab.key, title: tab.title, empty: `暂无${tab.title}的订单` },
  );

/**
 * 待处理订单: the lawyer's orders by tab, with counts where something is open (待接单, 服务中, 退款中);
 * the tabs scroll sideways on narrow screens.
 */
export function PendingOrders() {
  const [chosen, setChosen] = useState<ServiceOrderFilter>('waiting');
  const waiting = useLawyerServiceOrders('waiting', SHOWN);
  const serving = useLawyerServiceOrders('serving', SHOWN);
  const refunding = useLawyerServiceOrders('refunding', SHOWN);
  const counts: Partial<Record<ServiceOrderFilter, number | undefined>> = {
    waiting: waiting.data?.pages[0]?.total,
    serving: serving.data?.pages[0]?.total,
    refunding: refunding.data?.pages[0]?.total,
  };
  return (
    <section className={styles.section} aria-labelledby="pending-orders-title">
      <h2 id="pending-orders-title" className={styles.title}>
        待处理订单
      </h2>
      <div className={styles.kinds} role="tablist" aria-label="订单状态">
        {KINDS.map((kind) => (
          <button
            key={kind.filter}
            type="button"
            role="tab"
            aria-selected={kind.filter === chosen}
            className={kind.filter === chosen ? `${styles.kind} ${styles.chosen}` : styles.kind}
            onClick={() => setChosen(kind.filter)}
          >
            {kind.title}
            {counts[kind.filter] !== undefined ? (
              <span className={styles.count}>{counts[kind.filter]}</span>
            ) : null}
          </button>
        ))}
      </div>
      <LawyerOrders key={chosen} filter={chosen} />
    </section>
  );
}

function LawyerOrders({ filter }: { filter: ServiceOrderFilter }) {
  const orders = useLawyerServiceOrders(filter, SHOWN);
  const { state } = infiniteListOf(orders);
  const empty = KINDS.find((kind) => kind.filter === filter)?.empty ?? '暂无订单';
  return (
    <div role="tabpanel" className={styles.panel}>
      <AsyncView query={state}>
        {(data) => {
          const list = data.pages.flatMap((page) => page.list);
          if (list.length === 0) return <EmptyState text={filter === 'waiting' ? '暂无待处理订单' : empty} />;
          return (
            <>
              {list.map((order) => (
                <ServiceOrderCard
                  key={order.order_no}
                  order={order}
                  viewer="lawyer"
                  to={withQuery(PATHS.lawyerServiceDetail, { order_no: order.order_no })}
                />
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
