import { REVIEW_TAG_LABELS, type PublicReview } from '@lawbridge/contract';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format';
import { LawyerAvatar } from '../../lawyer-directory/components/lawyer-avatar';
import styles from './review-card.module.css';
import { Stars } from './stars';

export interface ReviewCardProps {
  review: PublicReview;
  /** Shows the lawyer's reply under the text (the lawyer's own list shows it in its reply box instead). */
  showReply?: boolean;
  /** Under the review, e.g. the lawyer's reply box. */
  children?: ReactNode;
}

/** One review: reviewer, stars, 已验证订单 with the service, tags, text and the lawyer's reply. */
export function ReviewCard({ review, showReply = true, children }: ReviewCardProps) {
  return (
    <article className={styles.review} aria-label={`${review.nickname}的评价`}>
      <div className={styles.head}>
        <LawyerAvatar name={review.nickname} avatar={review.avatar} size={32} />
        <div className={styles.who}>
          <span className={styles.nickname}>{review.nickname}</span>
          <Stars rating={review.rating} />
        </div>
        <time className={styles.date} dateTime={new Date(review.created_at).toISOString()}>
          {formatDate(review.created_at)}
        </time>
      </div>
      <p className={styles.verified}>
        <span className={styles.mark}>已验证订单</span>
        <span className={styles.service}>{review.service_name}</span>
      </p>
      {review.tags.length > 0 ? (
        <ul className={styles.tags} aria-label="评价标签">
          {review.tags.map((tag) => (
            <li key={tag} className={styles.tag}>
              {REVIEW_TAG_LABELS[tag]}
            </li>
          ))}
        </ul>
      ) : null}
      {review.text ? <p className={styles.text}>{review.text}</p> : null}
      {showReply && review.reply ? (
        <div className={styles.reply}>
          <span className={styles.replyLabel}>律师回复：</span>
          {review.reply}
        </div>
      ) : null}
      {children}
    </article>
  );
}
