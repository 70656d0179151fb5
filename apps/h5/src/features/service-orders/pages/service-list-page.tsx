import type { PageProps } from '../../../app/page-types';
import { PATHS } from '../../../app/paths';
import { useServiceOrders } from '../api/get-service-orders';
import { OrderListShell } from '../../orders/components/order-list-shell';
import { CUSTOMER_ORDER_TABS } from '../components/order-state-tabs';
import { ServiceOrderCard } from '../components/service-order-card';

/** 服务记录 (the 订单 tab; query: group): the customer's online services by tab, 预约记录 one tap away. */
export default function ServiceListPage({ query }: PageProps) {
  return (
    <OrderListShell
      kind="service"
      path={PATHS.serviceList}
      tabs={CUSTOMER_ORDER_TABS}
      group={query.group}
      useOrders={useServiceOrders}
      emptyAll="暂无服务记录"
      itemName="订单"
      detailPath={PATHS.serviceDetail}
      renderCard={(order, to) => <ServiceOrderCard order={order} viewer="customer" to={to} />}
    />
  );
}
