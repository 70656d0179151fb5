import Button from 'antd-mobile/es/components/button';
import { FileWrongOutline } from 'antd-mobile-icons';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import { PATHS } from '../../../app/paths';
import { EmptyState } from '../../../components/empty-state';
import { ORDER_NOT_FOUND_TEXT } from '../../orders/components/order-not-found';

/** A missing, malformed or someone else's appointment number: one message for all, and the way back. */
export function AppointmentNotFound({ side }: { side: 'customer' | 'lawyer' }) {
  const { navigateTo, switchTab } = useAppNavigation();
  return (
    <EmptyState text={ORDER_NOT_FOUND_TEXT} icon={<FileWrongOutline />}>
      {side === 'customer' ? (
        <Button size="small" color="primary" fill="outline" onClick={() => navigateTo(PATHS.appointmentList)}>
          查看预约记录
        </Button>
      ) : (
        <Button size="small" color="primary" fill="outline" onClick={() => switchTab(PATHS.home)}>
          返回工作台
        </Button>
      )}
    </EmptyState>
  );
}
