import { ApiCode, lawyerDetailQuery } from '@lawbridge/contract';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { UserOutline } from 'antd-mobile-icons';
import type { PageProps } from '../../../app/page-types';
import { AsyncView } from '../../../components/async-view';
import { EmptyState } from '../../../components/empty-state';
import { infiniteListOf } from '../../../lib/infinite-list';
import { ApiError } from '../../../lib/request';
import { useLawyerReviews } from '../api/get-lawyer-reviews';
import { ReviewCard } from '../components/review-card';
import { ReviewListView } from '../components/review-list-view';

const isRefused = (error: unknown) => error instanceof ApiError && error.code === ApiCode.common.value;

/** 用户评价 (query: uuid, the lawyer's): every visible review of a lawyer, from 查看全部评价 on the lawyer page. */
export default function LawyerReviewsPage({ query }: PageProps) {
  const uuid = lawyerDetailQuery.safeParse({ uuid: query.uuid }).success ? (query.uuid ?? '') : '';
  const reviews = useLawyerReviews(uuid);
  const { state, loadMore } = infiniteListOf(reviews);
  if (!uuid || (isRefused(reviews.error) && !reviews.data)) {
    return <EmptyState text="律师不存在或已停止服务" icon={<UserOutline />} />;
  }
  return (
    <AsyncView query={state} loading={<Skeleton.Paragraph lineCount={8} animated />}>
      {(data) => (
        <ReviewListView
          summary={data.pages[0]!.summary}
          reviews={data.pages.flatMap((page) => page.reviews.list)}
          hasMore={reviews.hasNextPage}
          loadMore={loadMore}
          renderReview={(review) => <ReviewCard key={review.id} review={review} />}
        />
      )}
    </AsyncView>
  );
}
