import { UserType } from '@lawbridge/contract';
import { UserCircleOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { loginAddress, PATHS } from '../../../app/paths';
import { useSession } from '../../../lib/session/session-store';
import styles from './home-header.module.css';

/** The home page's own bar: product title and the 我的 entry (settings, or login first). */
export function HomeHeader() {
  const signedIn = useSession((state) => Boolean(state.token));
  const side = useSession((state) => state.type);
  const settings = side === UserType.lawyer.value ? PATHS.lawyerSetting : PATHS.customerSetting;
  return (
    <header className={styles.header}>
      <div>
        <h1 className={styles.title}>律桥法律服务</h1>
        <p className={styles.tagline}>找律师 · 在线咨询 · 线下预约</p>
      </div>
      <Link className={styles.mine} to={signedIn ? settings : loginAddress(settings)}>
        <UserCircleOutline className={styles.mineIcon} />
        <span>我的</span>
      </Link>
    </header>
  );
}
