import { API } from '@lawbridge/contract';
import type { AdminOrderSettings } from '@lawbridge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const orderSettingsQueryKey = ['order-settings'] as const;

export function getOrderSettings(signal?: AbortSignal): Promise<AdminOrderSettings> {
  return request<AdminOrderSettings>(API.admin.orderSettings, { signal });
}

export function orderSettingsQueryOptions() {
  return queryOptions({ queryKey: orderSettingsQueryKey, queryFn: ({ signal }) => getOrderSettings(signal) });
}

/** The online services' prices and switches, and the commission rate. */
export function useOrderSettings() {
  return useQuery(orderSettingsQueryOptions());
}
