import { API, type AppointmentHours } from '@lawbridge/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/** The business hours appointments may start within (operators change them rarely: a minute's cache). */
export const appointmentHoursQueryOptions = () =>
  queryOptions({
    queryKey: ['appointment-hours'] as const,
    queryFn: ({ signal }) => request<AppointmentHours>(API.appointmentHours, { signal }),
    staleTime: 60_000,
  });
