import { useInfiniteQuery } from '@tanstack/react-query';
import List from 'antd-mobile/es/components/list';
import { CalendarOutline, ExclamationShieldOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import { PATHS } from '../../../app/paths';
import { useSession } from '../../../lib/session/session-store';
import { serviceOrdersQueryOptions } from '../../service-orders/api/get-service-orders';

/** 我的订单 on 我的: paid online services (the 订单 tab, with how many there are), offline appointments, appeals. */
export function OrderEntries() {
  const { switchTab, navigateTo } = useAppNavigation();
  const signedIn = useSession((state) => Boolean(state.token));
  const orders = useInfiniteQuery({ ...serviceOrdersQueryOptions('all'), enabled: signedIn });
  const total = signedIn ? orders.data?.pages[0]?.total : undefined;
  return (
    <List mode="card" header="我的订单">
      <List.Item
        prefix={<UnorderedListOutline />}
        extra={total ? `${total}个订单` : undefined}
        onClick={() => switchTab(PATHS.serviceList)}
      >
        服务记录
      </List.Item>
      <List.Item prefix={<CalendarOutline />} onClick={() => navigateTo(PATHS.appointmentList)}>
        预约记录
      </List.Item>
      <List.Item prefix={<ExclamationShieldOutline />} onClick={() => navigateTo(PATHS.appealList)}>
        我的申诉
      </List.Item>
    </List>
  );
}
