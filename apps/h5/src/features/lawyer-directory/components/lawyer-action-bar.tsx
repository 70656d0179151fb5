import { Link } from 'react-router';
import { PATHS, type AppPath } from '../../../app/paths';
import { withQuery } from '../../../lib/url';
import styles from './lawyer-action-bar.module.css';

const ACTIONS: ReadonlyArray<{ label: string; to: AppPath; tone: 'plain' | 'primary' | 'accent' }> = [
  { label: '免费咨询', to: PATHS.customerChat, tone: 'plain' },
  { label: '购买服务', to: PATHS.serviceCreate, tone: 'primary' },
  { label: '预约面谈', to: PATHS.appointmentCreate, tone: 'accent' },
];

/** The three ways to work with this lawyer, fixed at the bottom of the lawyer's page. */
export function LawyerActionBar({ lawyerUuid }: { lawyerUuid: string }) {
  return (
    <nav className={styles.bar} aria-label="联系律师">
      {ACTIONS.map((action) => (
        <Link
          key={action.to}
          className={`${styles.action} ${styles[action.tone]}`}
          to={withQuery(action.to, { lawyer_uuid: lawyerUuid })}
        >
          {action.label}
        </Link>
      ))}
    </nav>
  );
}
