import type { AreaNode, LegalTypeNode, OrderConfig } from '@lawbridge/contract';
import { useQueries } from '@tanstack/react-query';
import type { AsyncQuery } from '../../../components/async-view';
import { areaTreeQueryOptions } from '../../common/api/get-area-tree';
import { legalTypeTreeQueryOptions } from '../../common/api/get-legal-type-tree';
import { paymentConfigQueryOptions } from '../../common/api/get-payment-config';

/** What 线下咨询预约表单 picks from, and the price (the appointment config; null when none is offered). */
export interface AppointmentFormOptions {
  areas: AreaNode[];
  legalTypes: LegalTypeNode[];
  config: OrderConfig | null;
}

/** The area tree, the legal-type tree and the order configs (seed §7 common data) as one query for AsyncView. */
export function useAppointmentFormOptions(): AsyncQuery<AppointmentFormOptions> {
  return useQueries({
    queries: [areaTreeQueryOptions(), legalTypeTreeQueryOptions(), paymentConfigQueryOptions()],
    combine: ([areas, legalTypes, configs]) => ({
      data:
        areas.data && legalTypes.data && configs.data
          ? {
              areas: areas.data,
              legalTypes: legalTypes.data,
              config: configs.data.find((config) => config.scene === 'appointment') ?? null,
            }
          : undefined,
      isPending: areas.isPending || legalTypes.isPending || configs.isPending,
      isError: areas.isError || legalTypes.isError || configs.isError,
      refetch: () => Promise.all([areas.refetch(), legalTypes.refetch(), configs.refetch()]),
    }),
  });
}
