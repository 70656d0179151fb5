import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { PATHS } from '../../../app/paths';
import { AsyncView } from '../../../components/async-view';
import { EmptyState } from '../../../components/empty-state';
import { infiniteListOf } from '../../../lib/infinite-list';
import { withQuery } from '../../../lib/url';
import { useLawyerServiceOrders } from '../../service-orders/api/get-lawyer-service-orders';
import type { ServiceOrderFilter } from '../../service-orders/api/service-order-keys';
import { ServiceOrderCard } from '../../service-orders/components/service-order-card';
import styles from './pending-orders.module.css';

const SHOWN = 5;

const KINDS: ReadonlyArray<{ filter: ServiceOrderFilter; title: string; empty: string }> = [
  { filter: 'waiting', title: '待接单', empty: '暂无待接单的订单' },
  { filter: 'pending', title: '服务中', empty: '暂无服务中的订单' },
  { filter: 'all', title: '全部订单', empty: '暂无订单' },
];

/** 待处理订单: the lawyer's orders waiting to be accepted and in service, with counts; all orders a tap away. */
export function PendingOrders() {
  const [chosen, setChosen] = useState<ServiceOrderFilter>('waiting');
  const waiting = useLawyerServiceOrders('waiting', SHOWN);
  const pending = useLawyerServiceOrders('pending', SHOWN);
  const counts: Partial<Record<ServiceOrderFilter, number | undefined>> = {
    waiting: waiting.data?.pages[0]?.total,
    pending: pending.data?.pages[0]?.total,
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
