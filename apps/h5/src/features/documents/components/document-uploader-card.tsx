import { practiceYearsLabel } from '@lawbridge/contract';
import type { DocumentUploader } from '@lawbridge/contract';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths';
import { withQuery } from '../../../lib/url';
import { OrderLawyerCard } from '../../orders/components/order-lawyer-card';
import { OrderField, OrderFields, OrderSection } from '../../orders/components/order-section';
import styles from './document-uploader-card.module.css';

const KIND_LABELS = { user: '用户上传', platform: '平台文档', lawyer: '律师上传' } as const;

/** Who uploaded the document: a certified lawyer's card opens the lawyer page; others show their name. */
export function DocumentUploaderCard({ uploader }: { uploader: DocumentUploader }) {
  const { lawyer } = uploader;
  if (!lawyer) {
    return (
      <OrderSection title="上传者">
        <OrderFields>
          <OrderField label={KIND_LABELS[uploader.kind]}>{uploader.name}</OrderField>
        </OrderFields>
      </OrderSection>
    );
  }
  const rating = lawyer.rating > 0 ? ` · ★ ${lawyer.rating.toFixed(1)}` : '';
  return (
    <OrderLawyerCard
      name={lawyer.name}
      avatar={lawyer.avatar}
      detail={`${lawyer.law_firm} · ${practiceYearsLabel(lawyer.practice_years)}${rating}`}
      action={
        <Link className={styles.more} to={withQuery(PATHS.lawyerDetail, { uuid: lawyer.uuid })}>
          律师主页
        </Link>
      }
    />
  );
}
