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
import { OrderKindSwitch } from '../../service-orders/components/order-kind-switch';
import type { AppointmentFilter } from '../api/appointment-keys';
import { useAppointments } from '../api/get-appointments';
import { APPOINTMENT_TABS, appointmentFilterOf } from '../appointment-text';
import { AppointmentCard } from '../components/appointment-card';
import styles from './appointment-list-page.module.css';

/** 预约记录 (query: group): the customer's offline appointments by tab, 服务记录 one tap away. */
export default function AppointmentListPage({ query }: PageProps) {
  const filter = appointmentFilterOf(query.group);
  const navigate = useNavigate();
  const location = useLocation();
  // The tab is part of the address (replaced, not pushed, keeping the entry's state): back from an
  // appointment returns to the same tab.
  const choose = (next: AppointmentFilter) =>
    void navigate(withQuery(PATHS.appointmentList, { group: next === 'all' ? undefined : next }), {
      replace: true,
      state: location.state as unknown,
    });
  return (
    <>
      <OrderKindSwitch current="appointment" />
      <GroupTabs tabs={APPOINTMENT_TABS} value={filter} onChange={choose} />
      <AppointmentList key={filter} filter={filter} />
    </>
  );
}

function AppointmentList({ filter }: { filter: AppointmentFilter }) {
  const appointments = useAppointments(filter);
  const { state, loadMore } = infiniteListOf(appointments);
  const tab = APPOINTMENT_TABS.find((item) => item.key === filter);
  return (
    <AsyncView
      query={state}
      loading={<Skeleton.Paragraph lineCount={6} animated className={styles.skeleton} />}
    >
      {(data) => {
        const list = data.pages.flatMap((page) => page.list);
        if (list.length === 0) {
          return (
            <EmptyState text={filter === 'all' ? '暂无预约记录' : `暂无${tab?.title ?? ''}的预约`}>
              {filter === 'all' ? <FindLawyerButton /> : null}
            </EmptyState>
          );
        }
        return (
          <div className={styles.list}>
            {list.map((appointment) => (
              <AppointmentCard
                key={appointment.order_no}
                appointment={appointment}
                viewer="customer"
                to={withQuery(PATHS.appointmentDetail, { order_no: appointment.order_no })}
              />
            ))}
            <InfiniteScroll loadMore={loadMore} hasMore={appointments.hasNextPage} />
          </div>
        );
      }}
    </AsyncView>
  );
}
