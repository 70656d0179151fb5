import type { UserTypeValue } from '@lawbridge/contract';
import List from 'antd-mobile/es/components/list';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import { PATHS } from '../../../app/paths';
import { useSession } from '../../../lib/session/session-store';

const SWITCHES: Record<UserTypeValue, { title: string; settings: string }> = {
  lawyer: { title: '切换到律师端', settings: PATHS.lawyerSetting },
  customer: { title: '切换到用户端', settings: PATHS.customerSetting },
};

/** Switches the session to the other side and shows that side's settings tab. */
export function SwitchSideItem({ to }: { to: UserTypeValue }) {
  const { switchTab } = useAppNavigation();
  const setType = useSession((state) => state.setType);
  const target = SWITCHES[to];
  return (
    <List.Item
      onClick={() => {
        setType(to);
        switchTab(target.settings);
      }}
    >
      {target.title}
    </List.Item>
  );
}
