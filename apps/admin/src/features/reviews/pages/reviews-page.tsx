import type { AdminReviewItem } from '@lawbridge/contract';
import { Card, Flex } from 'antd';
import { useState } from 'react';
import { PageContainer } from '../../../components/page-container';
import { useReviews } from '../api/get-reviews';
import { HiddenModal } from '../components/hidden-modal';
import { ReviewFilterForm } from '../components/review-filters';
import { ReviewsTable } from '../components/reviews-table';
import { useReviewListParams } from '../use-review-list-params';

/** 评价管理: every review, filtered by rating, lawyer and whether hidden; hide or show one with a reason. */
export function ReviewsPage() {
  const { params, filters, setPage, setFilters } = useReviewListParams();
  const reviews = useReviews(params);
  const [changing, setChanging] = useState<AdminReviewItem | null>(null);

  return (
    <PageContainer title="评价管理">
      <Card>
        <Flex vertical gap={16}>
          <ReviewFilterForm value={filters} onChange={setFilters} />
          <ReviewsTable params={params} query={reviews} onPageChange={setPage} onChangeHidden={setChanging} />
        </Flex>
      </Card>
      {changing && <HiddenModal key={changing.id} review={changing} onClose={() => setChanging(null)} />}
    </PageContainer>
  );
}
