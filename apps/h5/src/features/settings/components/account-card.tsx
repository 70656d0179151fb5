import { maskPhone } from '@lawbridge/contract';
import { RightOutline, UserOutline } from 'antd-mobile-icons';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import { loginAddress, PATHS } from '../../../app/paths';
import { useSession } from '../../../lib/session/session-store';
import styles from './account-card.module.css';

/** The top of 我的: avatar, nickname and masked phone (opens 个人信息), or 登录/注册 when anonymous. */
export function AccountCard() {
  const { navigateTo } = useAppNavigation();
  const token = useSession((state) => state.token);
  const user = useSession((state) => state.user);
  const signedIn = Boolean(token && user);

  return (
    <button
      type="button"
      className={styles.card}
      onClick={() => navigateTo(signedIn ? PATHS.customerProfile : loginAddress(PATHS.customerSetting))}
    >
      {user?.avatar && signedIn ? (
        <img className={styles.avatar} src={user.avatar} alt="头像" />
      ) : (
        <span className={`${styles.avatar} ${styles.placeholder}`} aria-hidden="true">
          <UserOutline />
        </span>
      )}
      <span className={styles.who}>
        {signedIn && user ? (
          <>
            <span className={styles.name}>{user.nickname}</span>
            <span className={styles.phone}>{maskPhone(user.phone)}</span>
          </>
        ) : (
          <>
            <span className={styles.name}>登录/注册</span>
            <span className={styles.phone}>登录后查看订单与预约</span>
          </>
        )}
      </span>
      <RightOutline className={styles.arrow} aria-hidden="true" />
    </button>
  );
}
