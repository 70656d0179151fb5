import { practiceYearsLabel } from '@lawbridge/contract';
import type { LawyerDetail } from '@lawbridge/contract';
import { AcceptingTag } from './accepting-tag';
import { LawyerAvatar } from './lawyer-avatar';
import styles from './lawyer-profile-header.module.css';

/** Who the lawyer is: photo, name, whether taking orders, firm, experience and the masked licence. */
export function LawyerProfileHeader({ lawyer }: { lawyer: LawyerDetail }) {
  const facts = [practiceYearsLabel(lawyer.practice_years), lawyer.area_name, lawyer.degree_name].filter(
    Boolean,
  );
  return (
    <header className={styles.header}>
      <LawyerAvatar name={lawyer.name} avatar={lawyer.avatar} size={72} />
      <div className={styles.body}>
        <div className={styles.nameRow}>
          <h1 className={styles.name}>{lawyer.name}</h1>
          <AcceptingTag accepting={lawyer.accepting} />
        </div>
        <p className={styles.firm}>{lawyer.law_firm}</p>
        <p className={styles.facts}>{facts.join(' · ')}</p>
        <p className={styles.licence}>执业证号 {lawyer.licence_masked}</p>
      </div>
    </header>
  );
}
