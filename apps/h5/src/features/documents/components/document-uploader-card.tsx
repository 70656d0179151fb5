import type { DocumentUploader } from '@lawbridge/contract';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths';
import { withQuery } from '../../../lib/url';
import { LawyerAvatar } from '../../lawyer-directory/components/lawyer-avatar';
import { OrderSection } from '../../orders/components/order-section';
import styles from './document-uploader-card.module.css';

const KIND_LABELS = { user: '用户上传', platform: '平台文档', lawyer: '律师上传' } as const;

/** Who uploaded the document: a certified lawyer's card opens the lawyer page; others show their name. */
export function DocumentUploaderCard({ uploader }: { uploader: DocumentUploader }) {
  const { lawyer } = uploader;
  return (
    <OrderSection title="上传者">
      {lawyer ? (
        <Link className={styles.lawyer} to={withQuery(PATHS.lawyerDetail, { uuid: lawyer.uuid })}>
          <LawyerAvatar name={lawyer.name} avatar={lawyer.avatar} size={48} />
          <span className={styles.body}>
            <span className={styles.name}>{lawyer.name} 律师</span>
            <span className={styles.meta}>
              {lawyer.law_firm} · 执业{lawyer.practice_years}年
              {lawyer.rating > 0 ? ` · ★ ${lawyer.rating.toFixed(1)}` : ''}
            </span>
          </span>
          <span className={styles.more}>律师主页 ›</span>
        </Link>
      ) : (
        <p className={styles.plain}>
          {uploader.name}
          <span className={styles.meta}>{KIND_LABELS[uploader.kind]}</span>
        </p>
      )}
    </OrderSection>
  );
}
