import { RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths';
import { isLawyer, useSession } from '../../../lib/session/session-store';
import styles from './lawyer-join-banner.module.css';

/**
 * 律师入驻 on the home page for everyone who is not a certified lawyer: a visitor is sent to login first
 * (the application page needs a session) and then to the application.
 */
export function LawyerJoinBanner() {
  const certified = useSession((state) => isLawyer(state.user));
  if (certified) return null;
  return (
    <Link className={styles.banner} to={PATHS.lawyerApply}>
      <span className={styles.text}>
        <span className={styles.title}>律师入驻</span>
        <span className={styles.hint}>执业律师认证后在律桥接单</span>
      </span>
      <RightOutline className={styles.arrow} />
    </Link>
  );
}
