import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import { PATHS } from '../../../app/paths';
import { useSession } from '../../../lib/session/session-store';
import { useLogout } from '../../auth/api/logout';
import styles from './logout-button.module.css';

/** 退出登录 (after a confirmation) for a signed-in user; afterwards the home tab. */
export function LogoutButton() {
  const { switchTab } = useAppNavigation();
  const signedIn = useSession((state) => Boolean(state.token));
  const logout = useLogout();

  async function confirmLogout() {
    const confirmed = await Dialog.confirm({ content: '确定要退出登录吗？', confirmText: '退出登录' });
    if (!confirmed) return;
    await logout.mutateAsync().catch(() => undefined);
    switchTab(PATHS.home);
  }

  if (!signedIn) return null;
  return (
    <div className={styles.wrap}>
      <Button block size="large" color="danger" fill="outline" onClick={() => void confirmLogout()}>
        退出登录
      </Button>
    </div>
  );
}
