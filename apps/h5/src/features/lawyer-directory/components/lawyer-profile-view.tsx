import type { LawyerDetail } from '@lawbridge/contract';
import Tag from 'antd-mobile/es/components/tag';
import { DetailSection } from './detail-section';
import { LawyerActionBar, unavailableReason } from './lawyer-action-bar';
import { LawyerDescription } from './lawyer-description';
import { LawyerProfileHeader } from './lawyer-profile-header';
import styles from './lawyer-profile-view.module.css';
import { LawyerReviews } from './lawyer-reviews';
import { LawyerServices } from './lawyer-services';
import { LawyerStats } from './lawyer-stats';

/** Everything on a lawyer's page (办公地址 when the lawyer wrote one), with the actions bar at the bottom. */
export function LawyerProfileView({ lawyer }: { lawyer: LawyerDetail }) {
  return (
    <div className={unavailableReason(lawyer) ? `${styles.profile} ${styles.withReason}` : styles.profile}>
      <LawyerProfileHeader lawyer={lawyer} />
      <LawyerStats lawyer={lawyer} />
      <DetailSection title="擅长领域">
        <div className={styles.tags}>
          {lawyer.legal_type_names.map((name) => (
            <Tag key={name} color="primary" fill="outline" className={styles.tag}>
              {name}
            </Tag>
          ))}
        </div>
      </DetailSection>
      <DetailSection title="服务项目">
        <LawyerServices lawyer={lawyer} />
      </DetailSection>
      {lawyer.office_address ? (
        <DetailSection title="办公地址">
          <p className={styles.address}>{lawyer.office_address}</p>
        </DetailSection>
      ) : null}
      <DetailSection title="个人简介">
        <LawyerDescription text={lawyer.description} />
      </DetailSection>
      <DetailSection title="用户评价">
        <LawyerReviews lawyer={lawyer} />
      </DetailSection>
      <LawyerActionBar lawyer={lawyer} />
    </div>
  );
}
