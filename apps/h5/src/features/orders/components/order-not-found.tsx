import Button from 'antd-mobile/es/components/button';
import { FileWrongOutline } from 'antd-mobile-icons';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import { PATHS } from '../../../app/paths';
import { EmptyState } from '../../../components/empty-state';

export const ORDER_NOT_FOUND_TEXT = '订单不存在或无权查看';

/** A missing, malformed or someone else's order number: one message for all (PRODUCT §3 无权操作). */
export function OrderNotFound({ side }: { side: 'customer' | 'lawyer' }) {
  const { switchTab } = useAppNavigation();
  return (
    <EmptyState text={ORDER_NOT_FOUND_TEXT} icon={<FileWrongOutline />}>
      {side === 'customer' ? (
        <Button size="small" color="primary" fill="outline" onClick={() => switchTab(PATHS.serviceList)}>
          查看服务记录
        </Button>
      ) : (
        <Button size="small" color="primary" fill="outline" onClick={() => switchTab(PATHS.home)}>
          返回工作台
        </Button>
      )}
    </EmptyState>
  );
}
