import { EmptyState } from '../../../components/empty-state';
import { FindLawyerButton } from '../../../components/find-lawyer-button';
import { OrderKindSwitch } from '../components/order-kind-switch';

/** 预约记录: the customer's offline appointments, with 服务记录 one tap away. */
export default function AppointmentListPage() {
  return (
    <>
      <OrderKindSwitch current="appointment" />
      <EmptyState text="暂无预约记录">
        <FindLawyerButton />
      </EmptyState>
    </>
  );
}
