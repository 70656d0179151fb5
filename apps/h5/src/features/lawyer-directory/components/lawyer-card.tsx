import { formatFen, type LawyerListItem, practiceYearsLabel } from '@lawbridge/contract';
import Tag from 'antd-mobile/es/components/tag';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths';
import { withQuery } from '../../../lib/url';
import { AcceptingTag } from './accepting-tag';
import { LawyerAvatar } from './lawyer-avatar';
import styles from './lawyer-card.module.css';
import { RatingText } from './rating-text';

const SHOWN_LEGAL_TYPES = 3;

/** One lawyer of the directory; opens the lawyer's page. */
export function LawyerCard({ lawyer }: { lawyer: LawyerListItem }) {
  return (
    <Link className={styles.card} to={withQuery(PATHS.lawyerDetail, { uuid: lawyer.uuid })}>
      <LawyerAvatar name={lawyer.name} avatar={lawyer.avatar} size={56} />
      <div className={styles.body}>
        <div className={styles.nameRow}>
          <span className={styles.name}>{lawyer.name}</span>
          <AcceptingTag accepting={lawyer.accepting} />
        </div>
        <p className={styles.firm}>{lawyer.law_firm}</p>
        <p className={styles.meta}>
          {practiceYearsLabel(lawyer.practice_years)} · {lawyer.area_name}
        </p>
        <div className={styles.tags}>
          {lawyer.legal_type_names.slice(0, SHOWN_LEGAL_TYPES).map((name) => (
            <Tag key={name} color="primary" fill="outline" className={styles.tag}>
              {name}
            </Tag>
          ))}
        </div>
        <div className={styles.footer}>
          <span className={styles.stats}>
            <RatingText rating={lawyer.rating} reviewCount={lawyer.review_count} />
            <span>{lawyer.review_count}条评价</span>
            <span>服务{lawyer.served_orders}人次</span>
          </span>
          {lawyer.lowest_price === null ? null : (
            <span className={styles.price}>
              ¥{formatFen(lawyer.lowest_price)}
              <small>起</small>
            </span>
          )}
        </div>
      </div>
    </Link>
  );
}
