import type { LawyerDetail } from '@lawbridge/contract';
import { RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths';
import { withQuery } from '../../../lib/url';
import { ReviewCard } from '../../reviews/components/review-card';
import { ReviewSummary } from '../../reviews/components/review-summary';
import styles from './lawyer-reviews.module.css';

/**
 * The lawyer's figures and tag counts, the latest reviews and 查看全部N条评价 when there are more than those
 * shown, or 暂无评价.
 */
export function LawyerReviews({ lawyer }: { lawyer: LawyerDetail }) {
  if (lawyer.review_count === 0 || lawyer.latest_reviews.length === 0) {
    return <p className={styles.none}>暂无评价</p>;
  }
  const summary = { average: lawyer.rating, count: lawyer.review_count, tag_counts: lawyer.tag_counts };
  return (
    <>
      <ReviewSummary summary={summary} />
      <div className={styles.list}>
        {lawyer.latest_reviews.map((review) => (
          <ReviewCard key={review.id} review={review} />
        ))}
      </div>
      {lawyer.review_count > lawyer.latest_reviews.length ? (
        <Link className={styles.all} to={withQuery(PATHS.lawyerAllReviews, { uuid: lawyer.uuid })}>
          查看全部{lawyer.review_count}条评价
          <RightOutline aria-hidden="true" />
        </Link>
      ) : null}
    </>
  );
}
