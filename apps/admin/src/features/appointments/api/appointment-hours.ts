import { API, type AppointmentHours } from '@lawbridge/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateAll } from '../../../lib/invalidate';
import { request } from '../../../lib/request';
import { auditLogQueryKey } from '../../audit-log/api/get-audit-log';

export const appointmentHoursQueryKey = ['appointment-hours'] as const;

/** The business hours appointments may start within (minutes after midnight, Asia/Shanghai). */
export function useAppointmentHours() {
  return useQuery({
    queryKey: appointmentHoursQueryKey,
    queryFn: ({ signal }) => request<AppointmentHours>(API.admin.appointmentHours, { signal }),
  });
}

/** New bookings and lawyers' proposals follow the saved hours at once. */
export function useSaveAppointmentHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AppointmentHours) =>
      request<AppointmentHours>(API.admin.appointmentHours, { method: 'POST', body }),
    onSuccess: () => invalidateAll(queryClient, [appointmentHoursQueryKey, auditLogQueryKey]),
  });
}
