import type { PageProps } from '../../../app/page-types';
import { PATHS } from '../../../app/paths';
import { OrderListShell } from '../../orders/components/order-list-shell';
import { useAppointments } from '../api/get-appointments';
import { APPOINTMENT_TABS } from '../appointment-text';
import { AppointmentCard } from '../components/appointment-card';

/** 预约记录 (query: group): the customer's offline appointments by tab, 服务记录 one tap away. */
export default function AppointmentListPage({ query }: PageProps) {
  return (
    <OrderListShell
      kind="appointment"
      path={PATHS.appointmentList}
      tabs={APPOINTMENT_TABS}
      group={query.group}
      useOrders={useAppointments}
      emptyAll="暂无预约记录"
      itemName="预约"
      detailPath={PATHS.appointmentDetail}
      renderCard={(appointment, to) => (
        <AppointmentCard appointment={appointment} viewer="customer" to={to} />
      )}
    />
  );
}
