import type { PublicReview, ReviewSummary as Summary } from '@lawbridge/contract';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import { StarOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state';
import styles from './review-list-view.module.css';
import { ReviewSummary } from './review-summary';

export interface ReviewListViewProps<R extends PublicReview> {
  summary: Summary;
  reviews: readonly R[];
  hasMore: boolean;
  loadMore(): Promise<void>;
  renderReview(review: R): ReactNode;
}

/** A lawyer's figures on top, then the reviews, loading more on scroll; 暂无评价 when there are none. */
export function ReviewListView<R extends PublicReview>(props: ReviewListViewProps<R>) {
  const { summary, reviews } = props;
  return (
    <>
      <section className={styles.card} aria-label="评价概况">
        <ReviewSummary summary={summary} />
      </section>
      {reviews.length === 0 ? (
        <EmptyState text="暂无评价" icon={<StarOutline />} />
      ) : (
        <section className={styles.card} aria-label="评价列表">
          {reviews.map((review) => props.renderReview(review))}
        </section>
      )}
      {props.hasMore ? <InfiniteScroll loadMore={props.loadMore} hasMore /> : null}
    </>
  );
}
