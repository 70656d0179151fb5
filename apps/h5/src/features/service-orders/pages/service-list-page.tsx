import { EmptyState } from '../../../components/empty-state';
import { FindLawyerButton } from '../../../components/find-lawyer-button';
import { OrderKindSwitch } from '../components/order-kind-switch';

/** 服务记录 (the 订单 tab): the customer's paid online services, with 预约记录 one tap away. */
export default function ServiceListPage() {
  return (
    <>
      <OrderKindSwitch current="service" />
      <EmptyState text="暂无服务记录">
        <FindLawyerButton />
      </EmptyState>
    </>
  );
}
