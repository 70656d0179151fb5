import { API } from '@lawbridge/contract';
import type { CommissionRateBody, ServiceBandBody, ServiceConfigBody } from '@lawbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAll } from '../../../lib/invalidate';
import { request } from '../../../lib/request';
import { auditLogQueryKey } from '../../audit-log/api/get-audit-log';
import { orderSettingsQueryKey } from './get-order-settings';

export function saveServiceConfig(body: ServiceConfigBody): Promise<null> {
  return request<null>(API.admin.serviceConfig, { method: 'POST', body });
}

export function saveServiceBand(body: ServiceBandBody): Promise<null> {
  return request<null>(API.admin.serviceBand, { method: 'POST', body });
}

export function saveCommissionRate(body: CommissionRateBody): Promise<null> {
  return request<null>(API.admin.commissionRate, { method: 'POST', body });
}

/** A service's price (fen) and switch: new orders and the lawyer pages follow at once. */
export function useSaveServiceConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveServiceConfig,
    onSuccess: () => invalidateAll(queryClient, [orderSettingsQueryKey, auditLogQueryKey]),
  });
}

/** The commission rate (basis points) of orders created from now on. */
export function useSaveCommissionRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCommissionRate,
    onSuccess: () => invalidateAll(queryClient, [orderSettingsQueryKey, auditLogQueryKey]),
  });
}

/** The band of lawyers' own prices of one online service (fen). */
export function useSaveServiceBand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveServiceBand,
    onSuccess: () => invalidateAll(queryClient, [orderSettingsQueryKey, auditLogQueryKey]),
  });
}
