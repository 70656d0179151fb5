import Button from 'antd-mobile/es/components/button';
import { FileWrongOutline } from 'antd-mobile-icons';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import { PATHS } from '../../../app/paths';
import { EmptyState } from '../../../components/empty-state';
import type { AppealSide } from '../api/appeal-keys';

/** A missing, malformed or someone else's appeal: one message for all, and the side's list of appeals. */
export function AppealNotFound({ side }: { side: AppealSide }) {
  const { redirectTo } = useAppNavigation();
  return (
    <EmptyState text="申诉不存在或无权查看" icon={<FileWrongOutline />}>
      <Button
        size="small"
        color="primary"
        fill="outline"
        onClick={() => redirectTo(side === 'customer' ? PATHS.appealList : PATHS.lawyerAppeals)}
      >
        {side === 'customer' ? '查看我的申诉' : '查看申诉列表'}
      </Button>
    </EmptyState>
  );
}
