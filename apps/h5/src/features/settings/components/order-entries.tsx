import List from 'antd-mobile/es/components/list';
import { CalendarOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import { PATHS } from '../../../app/paths';

/** 我的订单 on 我的: paid online services (the 订单 tab) and offline appointments. */
export function OrderEntries() {
  const { switchTab, navigateTo } = useAppNavigation();
  return (
    <List mode="card" header="我的订单">
      <List.Item prefix={<UnorderedListOutline />} onClick={() => switchTab(PATHS.serviceList)}>
        服务记录
      </List.Item>
      <List.Item prefix={<CalendarOutline />} onClick={() => navigateTo(PATHS.appointmentList)}>
        预约记录
      </List.Item>
    </List>
  );
}
