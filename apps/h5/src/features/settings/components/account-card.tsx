import { maskPhone, type UserTypeValue } from '@lawbridge/contract';
import { RightOutline, UserOutline } from 'antd-mobile-icons';
import { useAppNavigation } from '../../../app/navigation/use-app-navigation';
import { loginAddress, PATHS } from '../../../app/paths';
import { useSession } from '../../../lib/session/session-store';
import styles from './account-card.module.css';

/**
 * The top of 我的 and of the lawyer's 设置: avatar, name and masked phone, or 登录/注册 when anonymous. The
 * customer's shows the nickname and opens 个人信息; the lawyer's shows the lawyer's own avatar and name and
 * opens 编辑资料.
 */
export function AccountCard({ side = 'customer' }: { side?: UserTypeValue }) {
  const { navigateTo } = useAppNavigation();
  const token = useSession((state) => state.token);
  const user = useSession((state) => state.user);
  const lawyer = useSession((state) => (side === 'lawyer' ? state.lawyer : null));
  const signedIn = Boolean(token && user);
  const avatar = lawyer?.avatar ?? user?.avatar ?? null;
  const profilePage = side === 'lawyer' ? PATHS.lawyerProfile : PATHS.customerProfile;

  return (
    <button
      type="button"
      className={styles.card}
      onClick={() => navigateTo(signedIn ? profilePage : loginAddress(PATHS.customerSetting))}
    >
      {avatar && signedIn ? (
        <img className={styles.avatar} src={avatar} alt="头像" />
      ) : (
        <span className={`${styles.avatar} ${styles.placeholder}`} aria-hidden="true">
          <UserOutline />
        </span>
      )}
      <span className={styles.who}>
        {signedIn && user ? (
          <>
            <span className={styles.name}>{lawyer?.name ?? user.nickname}</span>
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
