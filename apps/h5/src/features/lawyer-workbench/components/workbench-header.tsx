import type { LawyerDetail } from '@lawbridge/contract';
import { UserOutline } from 'antd-mobile-icons';
import { AcceptingSwitch } from './accepting-switch';
import styles from './workbench-header.module.css';

/** The lawyer's card: avatar, name, firm and 接单中 (or that the platform disabled the account, and why). */
export function WorkbenchHeader({ lawyer }: { lawyer: LawyerDetail }) {
  return (
    <section className={styles.card} aria-label="我的律师资料">
      {lawyer.avatar ? (
        <img className={styles.avatar} src={lawyer.avatar} alt="头像" />
      ) : (
        <span className={`${styles.avatar} ${styles.placeholder}`} aria-label="未设置头像">
          <UserOutline />
        </span>
      )}
      <div className={styles.who}>
        <h2 className={styles.name}>{lawyer.name}</h2>
        <p className={styles.firm}>{lawyer.law_firm}</p>
      </div>
      {lawyer.enabled === 1 ? (
        <AcceptingSwitch lawyer={lawyer} />
      ) : (
        <span className={styles.disabled}>
          {lawyer.disabled_reason ? `账号已停用：${lawyer.disabled_reason}` : '账号已停用'}
          ，如有疑问请联系平台
        </span>
      )}
    </section>
  );
}
