import { useNavigate } from 'react-router';
import { loginAddress, PATHS } from '../../../app/paths';
import styles from './lawyer-join-link.module.css';

/**
 * 律师入驻 on the login page: stays on login, now returning to the lawyer application after it. Hidden while
 * the login already leads there.
 */
export function LawyerJoinLink({ redirect }: { redirect: string | undefined }) {
  const navigate = useNavigate();
  if (redirect === PATHS.lawyerApply) return <p className={styles.note}>登录后即可填写律师认证资料</p>;
  return (
    <p className={styles.note}>
      我是执业律师，
      <button
        type="button"
        className={styles.link}
        onClick={() => void navigate(loginAddress(PATHS.lawyerApply), { replace: true })}
      >
        律师入驻
      </button>
    </p>
  );
}
