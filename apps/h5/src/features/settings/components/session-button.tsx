import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import { useNavigate } from 'react-router';
import { loginAddress, PATHS } from '../../../app/paths';
import { useSession } from '../../../lib/session/session-store';
import { useLogout } from '../../auth/api/logout';
import styles from './session-button.module.css';

/** 退出登录 (after a confirmation) for a signed-in user, 登录 otherwise. */
export function SessionButton({ returnTo }: { returnTo: string }) {
  const navigate = useNavigate();
  const signedIn = useSession((state) => Boolean(state.token));
  const logout = useLogout();

  async function confirmLogout() {
    const confirmed = await Dialog.confirm({ content: '确定要退出登录吗？', confirmText: '退出登录' });
    if (!confirmed) return;
    await logout.mutateAsync().catch(() => undefined);
    void navigate(PATHS.home, { replace: true });
  }

  return (
    <div className={styles.wrap}>
      {signedIn ? (
        <Button block size="large" color="danger" fill="outline" onClick={() => void confirmLogout()}>
          退出登录
        </Button>
      ) : (
        <Button block size="large" color="primary" onClick={() => void navigate(loginAddress(returnTo))}>
          登录
        </Button>
      )}
    </div>
  );
}
