import Button from 'antd-mobile/es/components/button';
import { FileWrongOutline } from 'antd-mobile-icons';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import { PATHS } from '../../../app/paths';
import { EmptyState } from '../../../components/empty-state';

const ORDER_NOT_FOUND_TEXT = '订单不存在或无权查看';

/**
 * A missing, malformed or someone else's order, appointment or document order number: one message for all
 * (PRODUCT §3 无权操作), and the way back: the customer's list of that kind, the lawyer's workbench.
 */
export function OrderNotFound({
  side,
  kind = 'service',
}: {
  side: 'customer' | 'lawyer';
  kind?: 'service' | 'appointment' | 'document';
}) {
  const { navigateTo, switchTab } = useAppNavigation();
  const back =
    side === 'lawyer'
      ? { text: '返回工作台', go: () => switchTab(PATHS.home) }
      : kind === 'appointment'
        ? { text: '查看预约记录', go: () => navigateTo(PATHS.appointmentList) }
        : kind === 'document'
          ? { text: '查看已购文档', go: () => navigateTo(PATHS.documentPurchased) }
          : { text: '查看服务记录', go: () => switchTab(PATHS.serviceList) };
  return (
    <EmptyState text={ORDER_NOT_FOUND_TEXT} icon={<FileWrongOutline />}>
      <Button size="small" color="primary" fill="outline" onClick={back.go}>
        {back.text}
      </Button>
    </EmptyState>
  );
}
