import Skeleton from 'antd-mobile/es/components/skeleton';
import { AsyncView } from '../../../components/async-view';
import { infiniteListOf } from '../../../lib/infinite-list';
import { useOwnReviews } from '../api/get-own-reviews';
import { ReplyBox } from '../components/reply-box';
import { ReviewCard } from '../components/review-card';
import { ReviewListView } from '../components/review-list-view';

/** 我的评价 (lawyer): figures, then every visible review newest first, each with its reply box. */
export default function OwnReviewsPage() {
  const reviews = useOwnReviews();
  const { state, loadMore } = infiniteListOf(reviews);
  return (
    <AsyncView query={state} loading={<Skeleton.Paragraph lineCount={8} animated />}>
      {(data) => (
        <ReviewListView
          summary={data.pages[0]!.summary}
          reviews={data.pages.flatMap((page) => page.reviews.list)}
          hasMore={reviews.hasNextPage}
          loadMore={loadMore}
          renderReview={(review) => (
            <ReviewCard key={review.id} review={review} showReply={false}>
              <ReplyBox key={`${review.id}:${review.replied_at ?? 0}`} review={review} />
            </ReviewCard>
          )}
        />
      )}
    </AsyncView>
  );
}
