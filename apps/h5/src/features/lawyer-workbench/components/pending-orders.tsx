import { PATHS } from '../../../app/paths';
import {
  WORKBENCH_PAGE_SIZE,
  WorkbenchSection,
  type WorkbenchTab,
} from '../../../components/workbench-section';
import { useLawyerServiceOrders } from '../../service-orders/api/get-lawyer-service-orders';
import type { ServiceOrderFilter } from '../../service-orders/api/service-order-keys';
import { LAWYER_ORDER_TABS } from '../../service-orders/components/order-state-tabs';
import { ServiceOrderCard } from '../../service-orders/components/service-order-card';

/**
 * The lawyer's tabs (the same groups as 服务记录, without orders never paid); 全部 is 全部订单 here, and
 * nothing waiting is 暂无待处理订单.
 */
const TABS: readonly WorkbenchTab<ServiceOrderFilter>[] = LAWYER_ORDER_TABS.map((tab) => {
  if (tab.key === 'all') return { key: tab.key, title: '全部订单', empty: '暂无订单' };
  if (tab.key === 'waiting') return { key: tab.key, title: tab.title, empty: '暂无待处理订单' };
  return { key: tab.key, title: tab.title, empty: `暂无${tab.title}的订单` };
});

/**
 * 待处理订单: the lawyer's orders by tab, with counts where something is open (待接单, 服务中, 退款中);
 * the tabs scroll sideways on narrow screens.
 */
export function PendingOrders() {
  const waiting = useLawyerServiceOrders('waiting', WORKBENCH_PAGE_SIZE);
  const serving = useLawyerServiceOrders('serving', WORKBENCH_PAGE_SIZE);
  const refunding = useLawyerServiceOrders('refunding', WORKBENCH_PAGE_SIZE);
  return (
    <WorkbenchSection
      titleId="pending-orders-title"
      title="待处理订单"
      tabsLabel="订单状态"
      tabs={TABS}
      initial="waiting"
      counts={{
        waiting: waiting.data?.pages[0]?.total,
        serving: serving.data?.pages[0]?.total,
        refunding: refunding.data?.pages[0]?.total,
      }}
      useOrders={useLawyerServiceOrders}
      detailPath={PATHS.lawyerServiceDetail}
      renderCard={(order, to) => <ServiceOrderCard order={order} viewer="lawyer" to={to} />}
    />
  );
}
