import { API, type OrderReviewResult, type ReviewReplyBody } from '@lawbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { lawyerKeys } from '../../lawyer-directory/api/lawyer-keys';
import { reviewKeys } from './review-keys';

export function replyToReview(body: ReviewReplyBody): Promise<OrderReviewResult> {
  return request<OrderReviewResult>(API.lawyerReviewReply, { method: 'POST', body, loading: true });
}

/** 我的评价 and the order's review load again; the lawyer page shows the reply when next opened. */
export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToReview,
    onSuccess: (result, body) => {
      queryClient.setQueryData(reviewKeys.order(body.order_no), result);
      void queryClient.invalidateQueries({ queryKey: reviewKeys.own() });
      void queryClient.invalidateQueries({ queryKey: reviewKeys.publicAll });
      void queryClient.invalidateQueries({ queryKey: lawyerKeys.all });
    },
  });
}
