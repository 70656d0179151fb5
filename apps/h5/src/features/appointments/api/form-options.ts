import type { AppointmentHours, AreaNode, LegalTypeNode, OrderConfig } from '@lawbridge/contract';
import { useQueries } from '@tanstack/react-query';
import type { AsyncQuery } from '../../../components/async-view';
import { areaTreeQueryOptions } from '../../common/api/get-area-tree';
import { legalTypeTreeQueryOptions } from '../../common/api/get-legal-type-tree';
import { paymentConfigQueryOptions } from '../../common/api/get-payment-config';
import { appointmentHoursQueryOptions } from './get-appointment-hours';

/**
 * What 线下咨询预约表单 picks from, the price (the appointment config; null when none is offered) and the
 * business hours its times must lie within.
 */
export interface AppointmentFormOptions {
  areas: AreaNode[];
  legalTypes: LegalTypeNode[];
  config: OrderConfig | null;
  hours: AppointmentHours;
}

/** The area tree, the legal-type tree, the order configs and the hours as one query for AsyncView. */
export function useAppointmentFormOptions(): AsyncQuery<AppointmentFormOptions> {
  return useQueries({
    queries: [
      areaTreeQueryOptions(),
      legalTypeTreeQueryOptions(),
      paymentConfigQueryOptions(),
      appointmentHoursQueryOptions(),
    ],
    combine: ([areas, legalTypes, configs, hours]) => ({
      data:
        areas.data && legalTypes.data && configs.data && hours.data
          ? {
              areas: areas.data,
              legalTypes: legalTypes.data,
              config: configs.data.find((config) => config.scene === 'appointment') ?? null,
              hours: hours.data,
            }
          : undefined,
      isPending: areas.isPending || legalTypes.isPending || configs.isPending || hours.isPending,
      isError: areas.isError || legalTypes.isError || configs.isError || hours.isError,
      refetch: () => Promise.all([areas.refetch(), legalTypes.refetch(), configs.refetch(), hours.refetch()]),
    }),
  });
}
