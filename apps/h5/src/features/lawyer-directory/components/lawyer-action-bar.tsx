import type { LawyerDetail } from '@lawbridge/contract';
import { Link } from 'react-router';
import { PATHS, type AppPath } from '../../../app/paths';
import { withQuery } from '../../../lib/url';
import styles from './lawyer-action-bar.module.css';

type Action = {
  label: string;
  to: AppPath;
  tone: 'plain' | 'primary' | 'accent';
  buys: 'service' | 'meeting' | null;
};

const ACTIONS: readonly Action[] = [
  { label: '免费咨询', to: PATHS.customerChat, tone: 'plain', buys: null },
  { label: '购买服务', to: PATHS.serviceCreate, tone: 'primary', buys: 'service' },
  { label: '预约面谈', to: PATHS.appointmentCreate, tone: 'accent', buys: 'meeting' },
];

/** Why nothing (or no online service) can be bought from this lawyer now; null when both can. */
export function unavailableReason(lawyer: LawyerDetail): { text: string; blocks: Action['buys'][] } | null {
  if (lawyer.accepting !== 1) {
    return { text: '该律师已暂停接单，暂不能购买服务或预约面谈', blocks: ['service', 'meeting'] };
  }
  if (lawyer.services.length === 0) return { text: '该律师暂未开通线上服务', blocks: ['service'] };
  return null;
}

/**
 * The three ways to work with this lawyer, fixed at the bottom of the lawyer's page. A paused lawyer's
 * 购买服务 and 预约面谈 are disabled (and 购买服务 of a lawyer offering no service), with a line saying why.
 */
export function LawyerActionBar({ lawyer }: { lawyer: LawyerDetail }) {
  const reason = unavailableReason(lawyer);
  return (
    <nav className={styles.bar} aria-label="联系律师">
      {reason ? (
        <p className={styles.reason} role="status">
          {reason.text}
        </p>
      ) : null}
      <div className={styles.actions}>
        {ACTIONS.map((action) =>
          reason?.blocks.includes(action.buys) ? (
            <span
              key={action.to}
              className={`${styles.action} ${styles.disabled}`}
              role="link"
              aria-disabled="true"
            >
              {action.label}
            </span>
          ) : (
            <Link
              key={action.to}
              className={`${styles.action} ${styles[action.tone]}`}
              to={withQuery(action.to, { lawyer_uuid: lawyer.uuid })}
            >
              {action.label}
            </Link>
          ),
        )}
      </div>
    </nav>
  );
}
