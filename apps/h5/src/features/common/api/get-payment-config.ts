import { API, type OrderConfig } from '@lawbridge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { COMMON_DATA_STALE_MS, commonKeys } from './common-keys';

/** Order configs (service and appointment), prices in fen. */
export function getPaymentConfig(signal?: AbortSignal): Promise<OrderConfig[]> {
  return request<OrderConfig[]>(API.paymentConfig, { signal });
}

export const paymentConfigQueryOptions = () =>
  queryOptions({
    queryKey: commonKeys.paymentConfig,
    queryFn: ({ signal }) => getPaymentConfig(signal),
    staleTime: COMMON_DATA_STALE_MS,
  });

export const usePaymentConfig = () => useQuery(paymentConfigQueryOptions());
