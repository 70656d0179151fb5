import { API, type OrderReviewResult, type ReviewCreateBody } from '@lawbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { lawyerKeys } from '../../lawyer-directory/api/lawyer-keys';
import { reviewKeys } from './review-keys';

export function createReview(body: ReviewCreateBody): Promise<OrderReviewResult> {
  return request<OrderReviewResult>(API.review, { method: 'POST', body, loading: true });
}

/**
 * The order shows the review at once; the lawyer's page, the directory (rating order) and the lawyer's
 * public list load again when next shown.
 */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: (result, body) => {
      queryClient.setQueryData(reviewKeys.order(body.order_no), result);
      void queryClient.invalidateQueries({ queryKey: lawyerKeys.all });
      void queryClient.invalidateQueries({ queryKey: reviewKeys.publicAll });
    },
  });
}
