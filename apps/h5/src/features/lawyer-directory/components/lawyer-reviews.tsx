import type { LawyerDetail } from '@lawbridge/contract';
import { formatDate } from '../../../lib/format';
import styles from './lawyer-reviews.module.css';

type Review = LawyerDetail['latest_reviews'][number];

/** The latest reviews customers left, or 暂无评价. */
export function LawyerReviews({ reviews }: { reviews: readonly Review[] }) {
  if (reviews.length === 0) return <p className={styles.none}>暂无评价</p>;
  return (
    <ul className={styles.list}>
      {reviews.map((review) => (
        <li key={review.id} className={styles.review}>
          <div className={styles.head}>
            <span className={styles.nickname}>{review.nickname}</span>
            <span className={styles.stars} aria-label={`${review.rating}星`}>
              {'★'.repeat(review.rating)}
              <span className={styles.dim}>{'★'.repeat(Math.max(0, 5 - review.rating))}</span>
            </span>
            <time className={styles.date}>{formatDate(review.created_at)}</time>
          </div>
          <p className={styles.text}>{review.text}</p>
        </li>
      ))}
    </ul>
  );
}
