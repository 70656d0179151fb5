import { API, type AppealEligibility, type AppealOrderKind } from '@lawbridge/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { appealKeys } from './appeal-keys';

/**
 * Whether the customer's finished order shows 申诉 now, and its appeals. Asked quietly: the order's page
 * stays whole without it. Idle (`enabled` false) while the order is not finished.
 */
export const useAppealEligibility = (orderKind: AppealOrderKind, orderNo: string, enabled: boolean) =>
  useQuery({
    queryKey: appealKeys.eligibility(orderKind, orderNo),
    queryFn: ({ signal }) =>
      request<AppealEligibility>(API.appealEligibility, {
        query: { order_kind: orderKind, order_no: orderNo },
        signal,
        quiet: true,
      }),
    enabled: enabled && orderNo !== '',
  });
